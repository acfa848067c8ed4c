import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storeImage } from '../../media/images.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { categories, regions } from '../../modules/catalog/catalog.table.ts';
import { jobs } from '../../modules/jobs/jobs.table.ts';
import { searchableText } from '../../search/sql.ts';
import type { Database } from '../client.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo.ts';

const DAY_MS = 86_400_000;

/** Hiring companies besides the demo company of `demo.ts` (same password). */
const demoEmployers = [
  {
    name: 'Gulf Tech Solutions',
    companyName: 'Gulf Tech Solutions LLC',
    email: 'hr@gulftech.example.com',
    phone: '+971502345678',
    region: 'AE-DU',
    bio: 'Software and IT services for retailers across the Gulf.',
    inviteCode: 'GULFTECH2025',
    colour: '#0e7490',
  },
  {
    name: 'مجموعة النخيل للتجارة',
    companyName: 'مجموعة النخيل للتجارة',
    email: 'jobs@nakheel.example.com',
    phone: '+966502345678',
    region: 'SA-01',
    bio: 'تجارة المواد الغذائية بالجملة والتجزئة في الرياض والمنطقة الوسطى.',
    inviteCode: 'NAKHEEL2025',
    colour: '#15803d',
  },
] as const;

type JobType = (typeof jobs.$inferInsert)['jobType'];

interface DemoJob {
  employer: string;
  region: string;
  category: string;
  title: string;
  description: string;
  requirements: string;
  jobType: JobType;
  salary: [string | null, string | null];
  experience: number;
  gender?: 'any' | 'male' | 'female';
  vacancies?: number;
  /** Days since it was posted, and days left to apply. */
  age: number;
  daysLeft: number;
}

const demoJobs: DemoJob[] = [
  {
    employer: 'hr@gulftech.example.com',
    region: 'AE-DU',
    category: 'job-vacancies',
    title: 'Frontend Developer (React)',
    description:
      'Build the web shops of our retail clients with React and TypeScript, in a team of eight.',
    requirements: 'Two years of React; TypeScript; Arabic is a plus.',
    jobType: 'full_time',
    salary: ['3500', '5500'],
    experience: 2,
    vacancies: 2,
    age: 1,
    daysLeft: 40,
  },
  {
    employer: 'hr@gulftech.example.com',
    region: 'AE-DU',
    category: 'internships-training',
    title: 'IT Support Intern',
    description: 'Three months helping our support desk: laptops, accounts and networks.',
    requirements: 'Students of computer science or IT in their last year.',
    jobType: 'internship',
    salary: ['800', null],
    experience: 0,
    age: 3,
    daysLeft: 20,
  },
  {
    employer: 'hr@gulftech.example.com',
    region: 'AE-AZ',
    category: 'freelance-remote',
    title: 'Arabic Content Writer (Remote)',
    description: 'Write product pages and blog posts in Arabic for e-commerce clients.',
    requirements: 'A portfolio of published Arabic writing.',
    jobType: 'contract',
    salary: [null, null],
    experience: 1,
    age: 6,
    daysLeft: 15,
  },
  {
    employer: 'jobs@nakheel.example.com',
    region: 'SA-01',
    category: 'drivers',
    title: 'سائق توصيل',
    description: 'توصيل الطلبات إلى المتاجر والعملاء داخل الرياض بسيارة الشركة.',
    requirements: 'رخصة قيادة سعودية سارية ومعرفة جيدة بأحياء الرياض.',
    jobType: 'full_time',
    salary: ['1200', '1600'],
    experience: 1,
    gender: 'male',
    vacancies: 5,
    age: 0,
    daysLeft: 30,
  },
  {
    employer: 'jobs@nakheel.example.com',
    region: 'SA-01',
    category: 'job-vacancies',
    title: 'محاسب أول',
    description: 'إعداد القوائم المالية الشهرية ومتابعة الحسابات الدائنة والمدينة.',
    requirements: 'بكالوريوس محاسبة، خبرة خمس سنوات، إجادة برامج المحاسبة.',
    jobType: 'full_time',
    salary: ['2500', '3500'],
    experience: 5,
    age: 2,
    daysLeft: 25,
  },
  {
    employer: 'jobs@nakheel.example.com',
    region: 'SA-04',
    category: 'part-time-jobs',
    title: 'كاشير بدوام جزئي',
    description: 'العمل على نقاط البيع في فرع الدمام، فترة مسائية.',
    requirements: 'مهارات تواصل جيدة؛ يفضّل وجود خبرة سابقة.',
    jobType: 'part_time',
    salary: ['600', '800'],
    experience: 0,
    gender: 'female',
    vacancies: 3,
    age: 4,
    daysLeft: 10,
  },
  {
    employer: 'company@example.com',
    region: 'SA-02',
    category: 'job-vacancies',
    title: 'مسوّق عقاري',
    description: 'تسويق الشقق والفلل في جدة ومكة وخدمة العملاء من المعاينة حتى الإفراغ.',
    requirements: 'رخصة فال للوساطة العقارية، خبرة سنتين.',
    jobType: 'full_time',
    salary: ['1800', '4000'],
    experience: 2,
    vacancies: 2,
    age: 5,
    daysLeft: 35,
  },
  {
    employer: 'company@example.com',
    region: 'SA-02',
    category: 'job-vacancies',
    title: 'Property Manager',
    description: 'Look after our residential buildings in Jeddah: tenants, maintenance and rent.',
    requirements: 'Three years managing residential property; English and Arabic.',
    jobType: 'full_time',
    salary: ['3000', '4500'],
    experience: 3,
    age: 8,
    daysLeft: 45,
  },
  {
    employer: 'company@example.com',
    region: 'SA-02',
    category: 'job-vacancies',
    title: 'Leasing Agent',
    description: 'Showed apartments to tenants during the summer season.',
    requirements: 'A driving licence.',
    jobType: 'contract',
    salary: ['1500', '2000'],
    experience: 0,
    // Posted long ago, its deadline has passed: shown as closed.
    age: 40,
    daysLeft: -5,
  },
];

/** A plain square logo in the company's colour with a white mark (no text: no fonts needed). */
const logoOf = (colour: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
      <rect width="256" height="256" rx="48" fill="${colour}"/>
      <path d="M64 168 L128 72 L192 168 Z" fill="#ffffff" opacity="0.9"/>
      <circle cx="128" cy="176" r="20" fill="#ffffff"/></svg>`),
  )
    .png()
    .toBuffer();

/**
 * A few companies' jobs in Arabic and English, so /jobs is alive on first start; only into a
 * database without any job (and where the demo company exists). Company logos go to `storage`.
 */
export const seedDemoJobs = async (db: Database, storage: MediaStorage): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
  if ((existing?.n ?? 0) > 0) return;
  const demoCompany = demoAccounts.find((a) => a.type === 'company')!;
  const regionRows = await db.select().from(regions);
  const regionOf = new Map(regionRows.map((r) => [r.code, r]));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const employer of demoEmployers) {
    const region = regionOf.get(employer.region)!;
    const logoKey = await storeImage(storage, await logoOf(employer.colour), 'logos');
    const joinedAt = new Date(Date.now() - 200 * DAY_MS);
    await db
      .insert(users)
      .values({
        type: 'company',
        name: employer.name,
        email: employer.email,
        phone: employer.phone,
        passwordHash,
        countryId: region.countryId,
        regionId: region.id,
        bio: employer.bio,
        companyName: employer.companyName,
        logoKey,
        inviteCode: employer.inviteCode,
        emailVerifiedAt: joinedAt,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })
      .onConflictDoNothing();
  }
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [demoCompany.email, ...demoEmployers.map((e) => e.email)] as string[]),
    );
  const ownerOf = new Map(owners.map((o) => [o.email, o.id]));
  if (!ownerOf.has(demoCompany.email)) return;

  const categoryRows = await db.select().from(categories);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const bySlug = new Map(categoryRows.map((c) => [c.slug, c]));
  const rootOf = (id: number) => {
    let node = byId.get(id)!;
    while (node.parentId !== null) node = byId.get(node.parentId)!;
    return node.id;
  };

  const now = Date.now();
  const rows = demoJobs.flatMap((job) => {
    const userId = ownerOf.get(job.employer);
    const region = regionOf.get(job.region);
    const category = bySlug.get(job.category);
    if (!userId || !region || !category) return [];
    const createdAt = new Date(now - job.age * DAY_MS - 3_600_000);
    return [
      {
        userId,
        title: job.title,
        description: job.description,
        requirements: job.requirements,
        jobType: job.jobType,
        categoryId: category.id,
        rootCategoryId: rootOf(category.id),
        countryId: region.countryId,
        regionId: region.id,
        salaryMin: job.salary[0],
        salaryMax: job.salary[1],
        experience: job.experience,
        gender: job.gender ?? 'any',
        vacancies: job.vacancies ?? 1,
        deadline: new Date(now + job.daysLeft * DAY_MS),
        ...searchableText({
          title: job.title,
          body: `${job.description} ${job.requirements}`,
        }),
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (rows.length > 0) await db.insert(jobs).values(rows);
};
