/** The response schemas of a job, shared by the public job routes and the staff ones (routes/jobs, routes/jobsAdmin). */

const strings = { type: 'array', items: { type: 'string' } };

/** A search result card. */
export const jobSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    company: { type: 'string', nullable: true },
    category: { type: 'string' },
    jobType: { type: 'string' },
    location: { type: 'string' },
    postedDate: { type: 'string', format: 'date' },
  },
};

/** The job page: the card plus its three lists. */
export const jobDetailSchema = {
  type: 'object',
  properties: { ...jobSummarySchema.properties, description: strings, requirements: strings, benefits: strings },
};

/** A job in the staff list: the job page plus status, application count and dates. */
export const adminJobSchema = {
  type: 'object',
  properties: {
    ...jobDetailSchema.properties,
    status: { type: 'string', enum: ['OPEN', 'CLOSED'] },
    applicationCount: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
