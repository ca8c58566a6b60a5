// @vitest-environment node
// As on the server: emotion collects rules only where there is no document.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { serverEmotionCache, styleTagsOf } from './emotionStyles';

const Red = styled.p({ color: 'red' });

describe("a server render's styles", () => {
  it('are collected, not written beside the elements, and come out as tags naming their ids', () => {
    const cache = serverEmotionCache();
    const html = renderToString(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Red>text</Red>
      </CacheProvider>,
    );
    expect(html).not.toContain('<style');
    const className = /class="(css-[\w-]+)"/.exec(html)?.[1];
    expect(className).toBeDefined();
    const tags = styleTagsOf(cache, html);
    // The browser's emotion cache reads the ids after the key, and the global rules' own tag.
    expect(tags).toMatch(new RegExp(`<style data-emotion="css [^"]*${className!.slice('css-'.length)}[^"]*">[^<]*color:red`));
    expect(tags).toMatch(/<style data-emotion="css-global [\w-]+">[^<]*body\{margin:0;?\}/);
  });
});
