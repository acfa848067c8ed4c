// Demo ads: realistic listings in Arabic and English, varied by the seeder (year, size, price).
// `{n}` in a title or description is replaced by a number from `numbers` (a year, storage, area).

export interface AdTemplate {
  category: string;
  title: string;
  description: string;
  /** Price range in dollars; null: "negotiable", no price. */
  price: [number, number] | null;
  condition: 'new' | 'used';
  numbers?: number[];
}

export const adTemplates: AdTemplate[] = [
  {
    category: 'cars-for-sale',
    title: 'تويوتا كامري {n} فل كامل',
    description:
      'سيارة نظيفة جدًا، ممشى قليل، صيانة دورية في الوكالة، بدون حوادث. الفحص الدوري ساري. السعر قابل للتفاوض البسيط.',
    price: [14000, 26000],
    condition: 'used',
    numbers: [2018, 2019, 2020, 2021, 2022],
  },
  {
    category: 'cars-for-sale',
    title: 'Hyundai Elantra {n} – single owner',
    description:
      'Full service history at the dealer, new tyres, no accidents. Cruise control, reversing camera, Apple CarPlay.',
    price: [9000, 17000],
    condition: 'used',
    numbers: [2017, 2019, 2021],
  },
  {
    category: 'cars-for-sale',
    title: 'نيسان باترول {n} بلاتينيوم',
    description:
      'لون أبيض لؤلؤي، دفع رباعي، فتحة سقف، شاشات خلفية. السيارة مكفولة حتى نهاية العام.',
    price: [45000, 78000],
    condition: 'used',
    numbers: [2019, 2020, 2023],
  },
  {
    category: 'cars-for-rent',
    title: 'سيارات للإيجار اليومي والشهري – أسعار منافسة',
    description: 'تأجير سيارات اقتصادية وعائلية مع تأمين شامل وتوصيل للمطار.',
    price: [30, 60],
    condition: 'used',
  },
  {
    category: 'motorcycles',
    title: 'Yamaha R6 {n} sport bike',
    description: 'Low mileage, garage kept, Akrapovic exhaust, both keys and papers ready.',
    price: [6500, 9800],
    condition: 'used',
    numbers: [2016, 2018, 2020],
  },
  {
    category: 'spare-parts',
    title: 'قطع غيار أصلية لسيارات لكزس وتويوتا',
    description: 'جميع القطع الأصلية مستوردة، توصيل لجميع المدن، ضمان على القطع.',
    price: null,
    condition: 'new',
  },
  {
    category: 'apartments-for-rent',
    title: 'شقة للإيجار في حي النرجس',
    description:
      'شقة عائلية ٣ غرف وصالة ومطبخ راكب، دخول ذكي، موقف خاص، قريبة من المدارس والخدمات. الإيجار سنوي.',
    price: [9000, 16000],
    condition: 'used',
  },
  {
    category: 'apartments-for-rent',
    title: 'Furnished 2-bedroom apartment in Dubai Marina',
    description:
      'Sea view, fully furnished, gym and pool, walking distance to the metro. Available from next month.',
    price: [2200, 3500],
    condition: 'used',
  },
  {
    category: 'apartments-for-sale',
    title: 'شقة تمليك {n} متر مربع بإطلالة مميزة',
    description: 'تشطيب سوبر لوكس، مصعد، حارس، قريبة من الجامعة. الصك جاهز للإفراغ.',
    price: [85000, 240000],
    condition: 'new',
    numbers: [120, 150, 180, 210],
  },
  {
    category: 'villas-for-sale',
    title: 'فيلا دوبلكس للبيع مع مسبح',
    description: 'فيلا حديثة البناء، ٥ غرف نوم، مجلس رجال، ملحق خارجي، مسبح وحديقة.',
    price: [320000, 690000],
    condition: 'new',
  },
  {
    category: 'land',
    title: 'أرض سكنية {n} م² على شارعين',
    description: 'أرض مستوية في مخطط معتمد، جميع الخدمات متوفرة، موقع مميز للاستثمار.',
    price: [60000, 180000],
    condition: 'new',
    numbers: [400, 600, 750, 900],
  },
  {
    category: 'mobile-phones',
    title: 'iPhone 13 Pro {n}GB',
    description:
      'Battery health 89%, no scratches, with original box and charger. Face ID works perfectly.',
    price: [480, 720],
    condition: 'used',
    numbers: [128, 256, 512],
  },
  {
    category: 'mobile-phones',
    title: 'ايفون ١٥ برو ماكس {n} جيجا جديد',
    description: 'جديد بالكرتون لم يفتح، ضمان أبل سنة، لون تيتانيوم طبيعي.',
    price: [1100, 1450],
    condition: 'new',
    numbers: [256, 512],
  },
  {
    category: 'mobile-phones',
    title: 'Samsung Galaxy S23 Ultra {n}GB',
    description: 'Mint condition, S Pen included, always used with a case and screen protector.',
    price: [600, 900],
    condition: 'used',
    numbers: [256, 512],
  },
  {
    category: 'tablets',
    title: 'iPad Air {n} Wi-Fi',
    description: 'Used for school notes only, comes with Apple Pencil and a keyboard case.',
    price: [350, 520],
    condition: 'used',
    numbers: [4, 5],
  },
  {
    category: 'computers-laptops',
    title: 'MacBook Pro M2 {n}GB RAM',
    description:
      'Perfect for developers and designers. 512GB SSD, 42 battery cycles, AppleCare active.',
    price: [1300, 1900],
    condition: 'used',
    numbers: [16, 32],
  },
  {
    category: 'computers-laptops',
    title: 'لابتوب ديل للألعاب RTX {n}',
    description: 'معالج i7 الجيل الثالث عشر، ذاكرة ٣٢ جيجا، شاشة ١٦٥ هرتز. استخدام خفيف.',
    price: [900, 1500],
    condition: 'used',
    numbers: [3060, 4060, 4070],
  },
  {
    category: 'video-games-consoles',
    title: 'بلايستيشن ٥ مع يدين و٣ ألعاب',
    description: 'الجهاز بحالة الوكالة، مع فيفا وكول أوف ديوتي وسبايدرمان.',
    price: [380, 520],
    condition: 'used',
  },
  {
    category: 'tvs',
    title: 'Samsung {n}" 4K Smart TV',
    description: 'Crystal UHD, HDR10+, wall mount included. Moving abroad, must sell this week.',
    price: [250, 700],
    condition: 'used',
    numbers: [55, 65, 75],
  },
  {
    category: 'air-conditioners',
    title: 'مكيف سبليت {n} ألف وحدة – إنفرتر',
    description: 'مكيف موفر للكهرباء، تبريد سريع، مع التركيب والضمان.',
    price: [320, 780],
    condition: 'new',
    numbers: [18, 24, 30],
  },
  {
    category: 'sofas-majlis',
    title: 'كنب مجلس عربي ٨ قطع',
    description: 'قماش مخمل، إسفنج عالي الكثافة، استخدام سنة واحدة فقط، السعر نهائي.',
    price: [400, 1200],
    condition: 'used',
  },
  {
    category: 'bedroom-furniture',
    title: 'Complete bedroom set – king size',
    description:
      'Bed, two side tables, wardrobe and dressing table. Solid wood, very good condition.',
    price: [500, 1400],
    condition: 'used',
  },
  {
    category: 'abayas-traditional-wear',
    title: 'عبايات خليجية فاخرة – تصاميم جديدة',
    description: 'قماش كريب ملكي، تطريز يدوي، جميع المقاسات متوفرة والتوصيل مجاني.',
    price: [45, 160],
    condition: 'new',
  },
  {
    category: 'perfumes-oud',
    title: 'دهن عود كمبودي أصلي – تولة',
    description: 'عود معتق بثبات عالٍ، مع ضمان الأصالة. متوفر عطور شرقية مميزة.',
    price: [80, 400],
    condition: 'new',
  },
  {
    category: 'watches',
    title: 'Rolex Submariner {n} with papers',
    description: 'Full set, box and papers, serviced last year. Serious buyers only.',
    price: [9000, 14000],
    condition: 'used',
    numbers: [2015, 2018, 2020],
  },
  {
    category: 'camels',
    title: 'ناقة مجاهيم للبيع',
    description: 'ناقة أصيلة، عمر خمس سنوات، بصحة ممتازة، تصلح للمزايين.',
    price: null,
    condition: 'used',
  },
  {
    category: 'falcons',
    title: 'صقر حر فرخ مدرب',
    description: 'صقر بحالة ممتازة، مدرب على الصيد، مع الأوراق الرسمية.',
    price: [1500, 6000],
    condition: 'used',
  },
  {
    category: 'cats',
    title: 'Persian kittens for adoption – vaccinated',
    description:
      'Two months old, litter trained, vaccinated and dewormed. Looking for loving homes.',
    price: [80, 250],
    condition: 'new',
  },
  {
    category: 'strollers',
    title: 'عربة أطفال ماركة بيبي زن',
    description: 'خفيفة وتطوى بيد واحدة، مناسبة للسفر، استعمال بسيط.',
    price: [120, 260],
    condition: 'used',
  },
  {
    category: 'bicycles',
    title: 'Trek mountain bike {n}" frame',
    description: 'Hydraulic disc brakes, 21 gears, recently serviced. Helmet included.',
    price: [300, 900],
    condition: 'used',
    numbers: [27, 29],
  },
  {
    category: 'gym-equipment',
    title: 'جهاز سير رياضي كهربائي للمنزل',
    description: 'سرعة حتى ١٦ كم/س، شاشة رقمية، يتحمل ١٢٠ كجم. شبه جديد.',
    price: [250, 600],
    condition: 'used',
  },
  {
    category: 'musical-instruments',
    title: 'عود يدوي الصنع – خشب جوز',
    description: 'عود تركي بصوت دافئ، مع الشنطة والريشة. مناسب للمحترفين.',
    price: [300, 1100],
    condition: 'used',
  },
  {
    category: 'dates',
    title: 'تمر سكري مفتل – كرتون {n} كيلو',
    description: 'تمر القصيم الفاخر من المزرعة مباشرة، موسم هذا العام.',
    price: [25, 90],
    condition: 'new',
    numbers: [3, 5, 10],
  },
  {
    category: 'honey',
    title: 'عسل سدر جبلي أصلي',
    description: 'عسل طبيعي ١٠٠٪ من جبال الجنوب، مفحوص ومضمون.',
    price: [40, 150],
    condition: 'new',
  },
  {
    category: 'tutoring',
    title: 'مدرسة رياضيات خصوصي لجميع المراحل',
    description: 'معلمة خبرة ١٠ سنوات، تأسيس ومتابعة وتحضير للاختبارات، حضوري وأونلاين.',
    price: [15, 40],
    condition: 'new',
  },
  {
    category: 'textbooks',
    title: 'Engineering textbooks bundle (first year)',
    description: 'Calculus, Physics and Chemistry textbooks, clean with no highlighting.',
    price: [20, 80],
    condition: 'used',
  },
  {
    category: 'home-maintenance',
    title: 'صيانة منازل شاملة – كهرباء وسباكة ودهانات',
    description: 'فريق فني محترف، خدمة سريعة وأسعار مناسبة، ضمان على الأعمال.',
    price: null,
    condition: 'new',
  },
  {
    category: 'generators-power',
    title: 'Diesel generator {n} kVA',
    description: 'Perkins engine, low running hours, automatic transfer switch included.',
    price: [3000, 12000],
    condition: 'used',
    numbers: [20, 50, 100],
  },
  {
    category: 'free-stuff',
    title: 'أثاث مكتب مجاني للاستلام',
    description: 'مكاتب وكراسي بحالة جيدة، الاستلام من الموقع فقط.',
    price: [0, 0],
    condition: 'used',
  },
];
