import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';

export function responseTooLarge(maxBytes: number): Response {
  return Response.json({ errors: [{ message: `Response too large: over the limit of ${maxBytes} bytes`, extensions: { code: 'RESPONSE_TOO_LARGE' } }] });
}

/**
 * Caps what the gateway reads from a subgraph per call: a response announced as larger is refused
 * unread, and one without a length stops being read at the cap. The operation limits bound what
 * is asked; this bounds what the gateway holds in memory whatever a subgraph sends back.
 */
export function useSubgraphResponseCap(maxBytes: number): GatewayPlugin {
  return {
    onFetch() {
      return ({ response, setResponse }) => {
        const announced = Number(response.headers.get('content-length') ?? NaN);
        if (announced > maxBytes) {
          void response.body?.cancel();
          setResponse(responseTooLarge(maxBytes));
          return;
        }
        if (!response.body || announced <= maxBytes) return;
        let read = 0;
        const counted = response.body.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > maxBytes) controller.error(new Error(`subgraph response over ${maxBytes} bytes`));
              else controller.enqueue(chunk);
            },
          }),
        );
        setResponse(new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers }));
      };
    },
  };
}
