import type { ReactionType } from '@souq/contract';

/** Demo accounts by their e-mail's local part (see `demo.ts`). */
export type DemoAuthor = 'ahmed' | 'sara' | 'company';

export interface DemoComment {
  by: DemoAuthor;
  text: string;
  replies?: DemoComment[];
}

export interface DemoPost {
  by: DemoAuthor;
  region: string;
  title?: string;
  content: string;
  /** Index into the generated demo pictures. */
  image?: number;
  hoursAgo: number;
  reactions?: Partial<Record<DemoAuthor, ReactionType>>;
  comments?: DemoComment[];
}

/** What the demo community talks about: a marketplace's neighbours, in Arabic and English. */
export const demoPosts: DemoPost[] = [
  {
    by: 'ahmed',
    region: 'SA-01',
    title: 'Weekend car meet in Riyadh',
    content:
      'Anyone going to the classic car meet near Boulevard City this Friday? I will bring the 1998 Land Cruiser I restored last winter. Happy to share the workshop contacts.',
    image: 0,
    hoursAgo: 2,
    reactions: { sara: 'love', company: 'like' },
    comments: [
      {
        by: 'sara',
        text: 'The restoration looks amazing! Which workshop did the paint?',
        replies: [
          {
            by: 'ahmed',
            text: 'A small shop in Al Sulay. I will send you the number.',
            replies: [{ by: 'sara', text: 'Thank you! 🙏' }],
          },
        ],
      },
      { by: 'company', text: 'We may sponsor the next meet, let us talk.' },
    ],
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content:
      'وجدت اليوم طاولة طعام خشبية مستعملة بحالة ممتازة بنصف السعر عبر سوق 😍 أنصح الجميع بتفقد الإعلانات الجديدة كل صباح.',
    image: 1,
    hoursAgo: 5,
    reactions: { ahmed: 'wow', company: 'love' },
    comments: [
      { by: 'ahmed', text: 'مبروك! كم كان السعر في النهاية؟' },
      {
        by: 'company',
        text: 'اختيار موفق، الخشب الطبيعي يدوم طويلًا.',
        replies: [{ by: 'sara', text: 'صحيح، وهذا ما جعلني أشتريها فورًا.' }],
      },
    ],
  },
  {
    by: 'company',
    region: 'SA-02',
    title: 'شقق جديدة للإيجار في جدة',
    content:
      'أطلقنا اليوم مشروعًا سكنيًا جديدًا في حي الشاطئ: شقق من غرفتين وثلاث غرف، مواقف خاصة وقرب من الكورنيش. تواصلوا معنا عبر المحادثة لحجز موعد معاينة.',
    image: 2,
    hoursAgo: 9,
    reactions: { ahmed: 'like', sara: 'like' },
    comments: [{ by: 'ahmed', text: 'هل تتوفر عقود سنوية بدفعات شهرية؟' }],
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content:
      'Tip for sellers: take your photos right after sunrise. Soft light, no harsh reflections on the paint, and buyers message you twice as often.',
    hoursAgo: 14,
    reactions: { sara: 'like', company: 'haha' },
  },
  {
    by: 'sara',
    region: 'AE-DU',
    title: 'Moving sale',
    content:
      'I am moving to Abu Dhabi next month, so a sofa set, two rugs and a reading lamp are looking for new homes. Everything will be listed in Ads this evening.',
    hoursAgo: 20,
    reactions: { ahmed: 'sad' },
    comments: [{ by: 'company', text: 'Good luck with the move! Abu Dhabi is lovely.' }],
  },
  {
    by: 'company',
    region: 'SA-02',
    content:
      'Market update: rents in central Jeddah stayed stable this quarter, while villas with gardens are in high demand.',
    hoursAgo: 26,
    reactions: { ahmed: 'like' },
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content: 'من يعرف ورشة موثوقة لصيانة ناقل الحركة في شمال الرياض؟ السيارة تويوتا كامري 2016.',
    hoursAgo: 31,
    comments: [
      {
        by: 'company',
        text: 'جرّب الورش في حي الملقا، أسعارها معقولة.',
        replies: [{ by: 'ahmed', text: 'شكرًا، سأزورهم غدًا إن شاء الله.' }],
      },
    ],
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content: 'Sunset at Kite Beach today 🌅 Sometimes the best finds are not for sale.',
    image: 3,
    hoursAgo: 40,
    reactions: { ahmed: 'love', company: 'love' },
  },
  {
    by: 'company',
    region: 'SA-02',
    title: 'نصائح قبل توقيع عقد الإيجار',
    content:
      'تأكدوا من تسجيل العقد إلكترونيًا، وقراءة بند الصيانة، وتصوير الشقة قبل الاستلام. هذه الخطوات البسيطة توفر عليكم الكثير من الخلافات.',
    hoursAgo: 48,
    reactions: { ahmed: 'like', sara: 'love' },
    comments: [{ by: 'sara', text: 'نصائح مفيدة جدًا، شكرًا لكم.' }],
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content: 'Sold my old bicycle within two hours of posting. This community is fast! 🚲',
    hoursAgo: 55,
    reactions: { sara: 'haha', company: 'wow' },
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content:
      'هل يفضّل أحدكم الأثاث الاسكندنافي أم الكلاسيكي في الشقق الصغيرة؟ أعمل على تصميم شقة مساحتها 60 مترًا.',
    hoursAgo: 62,
    comments: [
      { by: 'ahmed', text: 'الاسكندنافي أخف على العين ويعطي إحساسًا بالمساحة.' },
      {
        by: 'company',
        text: 'نتفق، مع ألوان فاتحة وإضاءة جيدة.',
        replies: [{ by: 'sara', text: 'هذا ما أميل إليه أيضًا 👌' }],
      },
    ],
  },
  {
    by: 'company',
    region: 'SA-02',
    content:
      'We are hiring two property consultants in Makkah. Arabic and English required; see the opportunity in Jobs.',
    hoursAgo: 70,
    reactions: { ahmed: 'like' },
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    title: 'Desert trip checklist',
    content:
      'Spare tyre, compressor, 20 litres of water, a shovel and someone who knows the way back. Anything I missed before this weekend in the Red Sands?',
    image: 4,
    hoursAgo: 80,
    reactions: { sara: 'wow', company: 'like' },
    comments: [
      {
        by: 'sara',
        text: 'Recovery boards! They saved us last year.',
        replies: [{ by: 'ahmed', text: 'Good call, adding them to the list.' }],
      },
    ],
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content:
      'Does anyone have experience selling an auction item for the first time? Any advice on the starting price?',
    hoursAgo: 90,
    comments: [{ by: 'ahmed', text: 'Start a bit low; bidding wars do the rest.' }],
  },
  {
    by: 'company',
    region: 'SA-02',
    content:
      'تهانينا لعملائنا الذين استلموا مفاتيح منازلهم الجديدة هذا الأسبوع 🔑 نتمنى لكم سكنًا سعيدًا.',
    hoursAgo: 100,
    reactions: { ahmed: 'love', sara: 'love' },
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content:
      'قارنت أسعار الإطارات في ثلاثة محلات، والفرق وصل إلى 400 ريال للطقم. لا تشتروا من أول محل!',
    hoursAgo: 110,
    reactions: { company: 'wow' },
  },
  {
    by: 'sara',
    region: 'AE-DU',
    title: 'Plant swap',
    content:
      'Organising a small plant swap in Al Barsha on Saturday morning. Bring a cutting, take a cutting 🌿',
    hoursAgo: 125,
    reactions: { ahmed: 'like', company: 'love' },
    comments: [{ by: 'company', text: 'What a lovely idea.' }],
  },
  {
    by: 'company',
    region: 'SA-02',
    content:
      'Open house this Thursday 5–8 pm: three-bedroom villa with a private pool in Obhur. Message us for the location pin.',
    hoursAgo: 140,
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content:
      'Does anyone know if the traffic department accepts online transfer of ownership for motorcycles yet?',
    hoursAgo: 150,
    comments: [
      {
        by: 'company',
        text: 'Yes, through Absher, as long as both parties approve.',
        replies: [{ by: 'ahmed', text: 'Perfect, thanks!' }],
      },
    ],
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content: 'أجمل شعور عندما يرسل لك العميل صورة الغرفة بعد التنفيذ 🥹 شكرًا على الثقة.',
    hoursAgo: 170,
    reactions: { ahmed: 'love', company: 'like' },
  },
  {
    by: 'company',
    region: 'SA-02',
    content: 'ما الذي تبحثون عنه أولًا عند اختيار شقة: القرب من العمل أم المدارس أم المساحة؟',
    hoursAgo: 190,
    comments: [
      { by: 'ahmed', text: 'المدارس بالتأكيد.' },
      { by: 'sara', text: 'المساحة والإضاءة الطبيعية.' },
    ],
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content: 'Rainy morning in Riyadh today! Drive safe everyone 🌧️',
    hoursAgo: 210,
    reactions: { sara: 'wow', company: 'like' },
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content: 'Looking for a reliable mover between Dubai and Abu Dhabi. Recommendations welcome.',
    hoursAgo: 230,
    comments: [
      { by: 'company', text: 'We worked with a good one last year, sending you the details.' },
    ],
  },
  {
    by: 'company',
    region: 'SA-02',
    title: 'Ramadan office hours',
    content:
      'During Ramadan our office is open from 10 am to 4 pm and again from 9 pm to midnight.',
    hoursAgo: 260,
    reactions: { ahmed: 'like' },
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content:
      'شكرًا لكل من ساعدني في اختيار السيارة العائلية الجديدة، استقر الرأي على سيارة سبعة ركاب 🚙',
    hoursAgo: 290,
    reactions: { sara: 'love', company: 'like' },
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content: 'Quick question: is it worth reupholstering an old armchair, or buying a new one?',
    hoursAgo: 320,
    comments: [
      {
        by: 'ahmed',
        text: 'If the frame is solid wood, reupholster it.',
        replies: [{ by: 'sara', text: 'It is solid oak, so I will!' }],
      },
    ],
  },
  {
    by: 'company',
    region: 'SA-02',
    content:
      'نذكّر عملاءنا بأن جميع عروضنا منشورة في قسم الإعلانات، ولا نطلب أي دفعات قبل المعاينة.',
    hoursAgo: 350,
    reactions: { sara: 'like' },
  },
  {
    by: 'ahmed',
    region: 'SA-01',
    content: 'My first post here. Hello Souq community 👋',
    hoursAgo: 400,
    reactions: { sara: 'like', company: 'like' },
    comments: [{ by: 'sara', text: 'Welcome, Ahmed!' }],
  },
  {
    by: 'sara',
    region: 'AE-DU',
    content: 'مرحبًا بالجميع! أنا سارة، مصممة داخلية من دبي، سعيدة بالانضمام إلى مجتمع سوق.',
    hoursAgo: 420,
    reactions: { ahmed: 'like', company: 'love' },
  },
  {
    by: 'company',
    region: 'SA-02',
    content:
      'Dar Al Madina Real Estate is now on Souq. Follow us for new listings in Jeddah and Makkah.',
    hoursAgo: 450,
    reactions: { ahmed: 'like' },
  },
];
