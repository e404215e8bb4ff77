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

/** A staff account as the API returns it (never with the password hash). */
export const staffUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    fullName: { type: 'string' },
    phoneNumber: { type: 'string', nullable: true },
    position: { type: 'string', nullable: true },
    role: { type: 'string', enum: ['USER', 'ADMIN'] },
    active: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};
