import { screen, waitFor } from '@testing-library/react';
import { envelope, mockApi } from '../../helpers/mockApi';
import { renderRoute } from '../../helpers/renderWithProviders';
import { MSG_JOBS } from '../../../src/shared/messages';
import { paths } from '../../../src/shared/paths';
import { jobSummary } from './setup';

describe('careers and news routes in the real route table', () => {
  it.each(['/jobs', '/recruitment'])('redirects %s to /tuyen-dung', async (from) => {
    mockApi('GET', '/api/jobs', envelope([jobSummary(1)]));
    const { router } = renderRoute(from);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tuyen-dung'));
    expect(await screen.findByRole('heading', { level: 1, name: MSG_JOBS.title })).toBeInTheDocument();
  });

  it('builds job links with the base64 id and article links with the id or slug', () => {
    expect(paths.job(12)).toBe('/tuyen-dung/vi-tri/MTI=');
    expect(paths.newsArticle(7)).toBe('/tin-tuc/7');
    expect(paths.newsArticle('diem-moi')).toBe('/tin-tuc/diem-moi');
  });
});
