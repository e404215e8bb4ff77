/** JSON Schema of the envelope around a route's data, for response schemas and the OpenAPI document. */
export function envelopeSchema(data: Record<string, unknown>) {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      message: { type: 'string' },
      data,
    },
  };
}
