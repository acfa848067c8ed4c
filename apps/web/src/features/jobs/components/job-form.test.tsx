import type { Category, Country, Job, Region } from '@souq/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { JobForm } from './job-form';

const category = (id: number, name: string, children = 0, parent: number | null = null) =>
  ({ id, name, icon: null, parent_id: parent, children_count: children }) as unknown as Category;
const jobsCategory = category(9, 'Jobs', 1);
const vacancies = category(91, 'Job Vacancies', 0, 9);
const saudi = { id: 1, name: 'Saudi Arabia', flag: '', phone_code: '+966' } as Country;
const riyadh = { id: 3, name: 'Riyadh', country_id: 1 } as Region;

function Harness({
  job,
  onSubmit,
}: {
  job?: Job;
  onSubmit: (payload: Record<string, string | number>) => Promise<unknown>;
}) {
  const [parentId, setParentId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  return (
    <JobForm
      job={job}
      savedParentId={job ? 9 : null}
      categories={[jobsCategory]}
      subCategories={parentId === 9 || job ? [vacancies] : []}
      onParentChange={setParentId}
      places={{
        choices: {
          countries: [saudi],
          isCountriesLoading: false,
          isCountriesError: false,
          regions: countryId === 1 ? [riyadh] : [],
          isRegionsLoading: false,
        },
        onCountryChange: setCountryId,
      }}
      defaultPlace={{ country_id: null, region_id: null }}
      onSubmit={onSubmit}
    />
  );
}

beforeAll(async () => {
  await import('../lib/job-form-schema');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('job form', { timeout: 30_000 }, () => {
  test('an empty form shows each rule beside its field and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Publish job' }));
    for (const message of [
      'Enter the job title.',
      'Describe the job.',
      'Choose the job type.',
      'Choose a category.',
      'Choose a country.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the salary range rule is the contract’s: the maximum not below the minimum', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Minimum salary/), '5000');
    await user.type(screen.getByLabelText(/Maximum salary/), '٣٠٠');
    await user.click(screen.getByRole('button', { name: 'Publish job' }));
    expect(
      await screen.findByText('The maximum salary must not be below the minimum.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a complete form sends the contract’s fields, digits as Latin, a leaf category', async () => {
    const onSubmit = vi.fn((_payload: Record<string, string | number>) => Promise.resolve());
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Job title'), 'Accountant');
    await user.type(screen.getByLabelText('Description'), 'Keep the books.');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Full time');
    await user.selectOptions(screen.getByLabelText('Category'), 'Jobs');
    await user.click(screen.getByRole('button', { name: 'Publish job' }));
    expect(await screen.findByText('Choose a sub-category.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sub-category'), 'Job Vacancies');
    await user.selectOptions(screen.getByLabelText('Country'), 'Saudi Arabia');
    await user.selectOptions(screen.getByLabelText('Region'), 'Riyadh');
    await user.type(screen.getByLabelText(/Minimum salary/), '٢٬٠٠٠');
    await user.click(screen.getByRole('button', { name: 'Publish job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'Accountant',
      job_type: 'full_time',
      category_id: 91,
      country_id: 1,
      region_id: 3,
      salary_min: '2000',
      salary_max: '',
      gender: 'any',
    });
  });

  test('the server’s 422 messages show beside their fields', async () => {
    const refused = new ApiRequestError('The given data was invalid.', 422, {
      message: 'The given data was invalid.',
      code: 'http.validation',
      errors: { title: ['This title is taken.'] },
    });
    const onSubmit = vi.fn(() => Promise.reject(refused));
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Job title'), 'Accountant');
    await user.type(screen.getByLabelText('Description'), 'Keep the books.');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Contract');
    await user.selectOptions(screen.getByLabelText('Category'), 'Jobs');
    await user.selectOptions(screen.getByLabelText('Sub-category'), 'Job Vacancies');
    await user.selectOptions(screen.getByLabelText('Country'), 'Saudi Arabia');
    await user.selectOptions(screen.getByLabelText('Region'), 'Riyadh');
    await user.click(screen.getByRole('button', { name: 'Publish job' }));
    expect(await screen.findByText('This title is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true');
  });
});
