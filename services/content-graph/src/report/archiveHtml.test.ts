import { ARCHIVE_SURVEY_ELEMENT_PAGE_ID, ARCHIVE_USER_ID_PLACEHOLDER } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { archiveHtmlForReader } from './archiveHtml.js';

describe('archiveHtmlForReader', () => {
  it("fills the reader's id into the placeholder, URL-encoded", () => {
    const html = `<p><a href="https://survey.example/take?user=${ARCHIVE_USER_ID_PLACEHOLDER}">Survey</a></p>`;
    expect(archiveHtmlForReader(html, 'usr client/1')).toBe(
      '<p><a href="https://survey.example/take?user=usr%20client%2F1" rel="noopener noreferrer">Survey</a></p>',
    );
  });

  it('removes the placeholder for a visitor', () => {
    expect(archiveHtmlForReader(`<p>id=${ARCHIVE_USER_ID_PLACEHOLDER};</p>`, null)).toBe('<p>id=;</p>');
  });

  it("renames the survey element's id and drops every other id", () => {
    const out = archiveHtmlForReader('<div id="survey"><p id="intro">Hi</p></div><h2 id="survey-2">T</h2>', null);
    expect(out).toBe(`<div id="${ARCHIVE_SURVEY_ELEMENT_PAGE_ID}"><p>Hi</p></div><h2>T</h2>`);
  });

  it('drops script, event handlers, styles and javascript: links, keeping the text', () => {
    const out = archiveHtmlForReader(
      '<p style="position:fixed" onclick="x()">Text<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AA" onerror="x()"><iframe src="https://e.example"></iframe>',
      'usr-1',
    );
    expect(out).toBe('<p>Text</p><a rel="noopener noreferrer">x</a><img />');
  });

  it('keeps the structure of an article: headings, lists, tables, images and links', () => {
    const html = '<h2>Findings</h2><ul><li><strong>One</strong></li></ul><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table><img src="https://cdn.example/a.png" alt="A chart" />';
    expect(archiveHtmlForReader(html, null)).toBe(html);
  });
});
