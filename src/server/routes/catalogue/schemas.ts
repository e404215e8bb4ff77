/** JSON schemas of the catalogue answers, for the OpenAPI document and fast serialisation. */
export const serviceOptionSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, title: { type: 'string' } },
};

export const serviceCardSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    image: { type: 'string' },
    href: { type: 'string' },
  },
};

export const homePayloadSchema = {
  type: 'object',
  properties: {
    heroSlides: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          subtitle: { type: 'string' },
          description: { type: 'string' },
          image: { type: 'string' },
          buttonText: { type: 'string' },
          href: { type: 'string' },
        },
      },
    },
    services: { type: 'array', items: serviceCardSchema },
    video: { type: 'object', properties: { youtubeId: { type: 'string' }, title: { type: 'string' } } },
    map: {
      type: 'object',
      properties: { lat: { type: 'number' }, lng: { type: 'number' }, zoom: { type: 'integer' }, height: { type: 'integer' }, title: { type: 'string' } },
    },
  },
};
