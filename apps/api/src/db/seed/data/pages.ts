// Static pages of Souq in English and Arabic (terms, privacy, about), seeded as reference data.
export interface PageSeed {
  slug: 'terms' | 'privacy' | 'about';
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
}

const termsEn = `Last updated: November 2026

These terms set the rules for using Souq. By creating an account or using the service, you agree to them. If anything is unclear, ask us through the contact form.

## 1. Who we are

Souq is an online marketplace for the Middle East and North Africa. It brings together classified ads, job opportunities, live auctions, messaging and a community space in one place, in Arabic and English.

## 2. Accounts and eligibility

- You must be at least 18 years old to create an account. If you are younger, you may use Souq only with the involvement and permission of a parent or legal guardian, who is responsible for your activity.
- Give accurate information, and keep your name, e-mail and phone number up to date.
- Keep your password to yourself. You are responsible for everything done through your account, so tell us promptly if you think someone else has accessed it.
- One person should not run several accounts to get around a suspension, manipulate auctions or collect referral points.

## 3. Personal and company accounts

An account belongs either to a person or to a company. Company accounts must provide a valid commercial register number and must be operated by someone authorised to act for that company. Only company accounts can post job opportunities. We may ask for proof of registration and may remove the company status of an account we cannot verify.

## 4. Listings and prohibited items

When you post an ad, you confirm that you may sell or rent the item, that the description and photos are honest and your own, and that the price is real. Use the correct category and country, and do not post duplicates.

The following are not allowed on Souq:

- Weapons, ammunition and explosives, including parts and replicas that can be converted.
- Drugs, controlled medicines and anything used to make or consume them.
- Counterfeit goods, copies of branded products and pirated software, films or music.
- Animals whose sale is banned or restricted by the law of the country where the ad is posted.
- Adult content, or any ad that sexualises people.
- Personal data of other people, such as ID documents, phone lists or account credentials.
- Stolen goods, and anything else whose sale is illegal where you or the buyer are located.

We may remove any ad that breaks these rules or misleads buyers, without prior notice.

## 5. Auctions

A bid on Souq is a binding offer to buy at that price. Do not bid unless you intend to pay. If you set a maximum bid, the automatic bidding system bids on your behalf, one increment at a time, only as far as needed to keep you in the lead, and never above your maximum.

To keep auctions fair, a bid placed in the final minutes extends the closing time, so everyone has a chance to respond (anti-sniping). A seller may set a reserve price; if bidding does not reach it, the seller is not obliged to sell. When an auction ends above any reserve, the seller and the highest bidder are expected to complete the sale in good faith. Bidding on your own items, or asking others to do so, is forbidden.

## 6. Jobs

Companies may post only real, currently open vacancies, with an honest description of the role, location and conditions. Charging applicants any fee — for applying, training, visas or placement — is forbidden. A CV you attach to an application is shared with the employer of that job only, and employers must use it solely to assess your application.

## 7. Community conduct

Posts, comments, reels, stories and messages must respect other people. Harassment, threats, hate speech, impersonation, spam, scams and sharing private information about others are not allowed. You can report content and block users at any time; we review reports and may remove content or restrict accounts.

## 8. Referrals and points

When someone joins using your invite link, each of you receives 2 points. Points can be exchanged for rewards offered inside Souq, such as a discount on featuring an ad. Points have no cash value, cannot be transferred or sold, and may change or expire as rewards change. Fake accounts, self-referrals or any other abuse of the referral programme will cancel the points involved and may lead to suspension.

## 9. Our role and your safety

Souq is a platform. Deals are agreed directly between users; we are not a party to them and do not guarantee items or that a deal will be completed. Please protect yourself:

- Meet in a busy public place and, where possible, bring someone with you.
- Inspect the item before you pay.
- Never pay in advance by wire transfer or money transfer service to someone you have not met.
- Keep conversations on Souq, and be wary of anyone pushing you to hurry.

## 10. Your content

You keep ownership of what you post. By posting it, you give Souq a non-exclusive, royalty-free licence to host, display, resize and translate it in order to run and promote the service. This licence ends when you delete the content, apart from copies we must keep briefly for security or legal reasons.

## 11. Suspension, changes and general terms

We may remove content, limit features, or suspend or close an account that breaks these terms or puts other users at risk. You may close your account at any time. We may update these terms as Souq evolves; when the changes are important we will tell you on the site, and continuing to use Souq means you accept the new version. These terms are available in Arabic and English and both versions have the same meaning.`;

const termsAr = `آخر تحديث: نوفمبر 2026

تحدّد هذه الشروط قواعد استخدام سوق، وبإنشائك حسابًا أو استخدامك الخدمة فإنك توافق عليها. وإن وجدت فيها ما يحتاج إلى توضيح، فراسلنا عبر نموذج التواصل.

## 1. من نحن

سوق منصّة إلكترونية للبيع والشراء في الشرق الأوسط وشمال أفريقيا، تجمع في مكان واحد الإعلانات المبوّبة وفرص العمل والمزادات المباشرة والمراسلة ومساحة للمجتمع، باللغتين العربية والإنجليزية.

## 2. الحسابات وشروط الأهلية

- يجب ألّا يقل عمرك عن 18 عامًا لإنشاء حساب. وإن كنت أصغر سنًّا، فلا يجوز لك استخدام سوق إلا بعلم وليّ أمرك أو وصيّك القانوني وإذنه، ويكون مسؤولًا عن نشاطك.
- قدّم معلومات صحيحة، وحافظ على تحديث اسمك وبريدك الإلكتروني ورقم هاتفك.
- لا تُطلع أحدًا على كلمة مرورك، فأنت مسؤول عن كل ما يجري من خلال حسابك، وأبلغنا فورًا إن اشتبهت في أن أحدًا غيرك دخل إليه.
- لا يجوز للشخص الواحد إدارة عدة حسابات للتحايل على إيقاف حسابه، أو التلاعب بالمزادات، أو جمع نقاط الإحالة.

## 3. الحسابات الشخصية وحسابات الشركات

يكون الحساب إمّا لشخص وإمّا لشركة. وعلى حسابات الشركات تقديم رقم سجل تجاري ساري المفعول، وأن يديرها شخص مفوَّض بالتصرف نيابةً عن الشركة. ونشر فرص العمل مقصور على حسابات الشركات. ويحق لنا طلب ما يثبت التسجيل، وإلغاء صفة الشركة عن أي حساب يتعذّر علينا التحقق منه.

## 4. الإعلانات والمواد المحظورة

عندما تنشر إعلانًا فإنك تؤكّد أن لك الحق في بيع السلعة أو تأجيرها، وأن الوصف والصور صادقة ومن إعدادك، وأن السعر حقيقي. اختر الفئة والبلد الصحيحين، ولا تكرّر نشر الإعلان نفسه.

يُحظر على سوق ما يلي:

- الأسلحة والذخائر والمتفجرات، بما في ذلك القطع والنماذج المقلَّدة القابلة للتحويل.
- المخدرات والأدوية الخاضعة للرقابة، وكل ما يُستخدم في تصنيعها أو تعاطيها.
- السلع المقلَّدة ونُسخ المنتجات ذات العلامات التجارية، والبرامج والأفلام والموسيقى المقرصنة.
- الحيوانات التي يحظر قانون البلد الذي يُنشر فيه الإعلان بيعها أو يقيّده.
- المحتوى الإباحي، وأي إعلان يُظهر الأشخاص بصورة جنسية.
- البيانات الشخصية للآخرين، مثل وثائق الهوية أو قوائم الأرقام أو بيانات الدخول إلى الحسابات.
- المسروقات، وكل ما يُعدّ بيعه مخالفًا للقانون حيث تقيم أنت أو المشتري.

ويحق لنا حذف أي إعلان يخالف هذه القواعد أو يضلّل المشترين دون إشعار مسبق.

## 5. المزادات

المزايدة على سوق عرضٌ ملزِم بالشراء بالسعر الذي قدّمته، فلا تزايد ما لم تكن عازمًا على الدفع. وإذا حدّدت حدًّا أقصى لمزايدتك، يزايد نظام المزايدة التلقائية نيابةً عنك بزيادة واحدة في كل مرة، وبالقدر اللازم فقط لإبقائك في الصدارة، ودون أن يتجاوز الحد الأقصى الذي وضعته.

وحرصًا على عدالة المزادات، تؤدي أي مزايدة تُقدَّم في الدقائق الأخيرة إلى تمديد وقت الإغلاق حتى يتمكّن الجميع من الرد (الحماية من المزايدة في اللحظة الأخيرة). ويجوز للبائع تحديد سعر احتياطي، فإن لم تبلغه المزايدات لم يكن البائع ملزمًا بالبيع. وعندما ينتهي المزاد بسعر يتجاوز السعر الاحتياطي، يُنتظر من البائع وصاحب أعلى مزايدة إتمام البيع بحسن نية. ويُمنع منعًا باتًّا أن تزايد على سلعك بنفسك أو أن تطلب من غيرك ذلك.

## 6. فرص العمل

لا يجوز للشركات أن تنشر إلا وظائف حقيقية شاغرة حاليًّا، مع وصف صادق للدور ومكان العمل وشروطه. ويُحظر تحصيل أي رسوم من المتقدّمين، سواء للتقديم أو التدريب أو التأشيرات أو التوظيف. أمّا السيرة الذاتية التي ترفقها بطلبك فلا يطّلع عليها إلا صاحب العمل المعلِن عن تلك الوظيفة، وعليه ألّا يستخدمها إلا لتقييم طلبك.

## 7. آداب المجتمع

يجب أن تحترم المنشورات والتعليقات ومقاطع الريلز والقصص والرسائل الآخرين. ولا يُسمح بالتحرش أو التهديد أو خطاب الكراهية أو انتحال الشخصية أو الرسائل المزعجة أو الاحتيال أو نشر معلومات خاصة عن الآخرين. ويمكنك الإبلاغ عن أي محتوى وحظر أي مستخدم في أي وقت؛ ونحن نراجع البلاغات، وقد نحذف المحتوى أو نقيّد الحسابات.

## 8. الإحالات والنقاط

عندما ينضم شخص عبر رابط الدعوة الخاص بك، يحصل كلٌّ منكما على نقطتين. ويمكن استبدال النقاط بمكافآت داخل سوق، مثل خصم على تمييز إعلان. وليس للنقاط قيمة نقدية، ولا يجوز نقلها أو بيعها، وقد تتغيّر أو تنتهي صلاحيتها بتغيّر المكافآت. ويؤدي إنشاء حسابات وهمية أو إحالة نفسك أو أي إساءة أخرى لبرنامج الإحالة إلى إلغاء النقاط المعنية، وقد يؤدي إلى إيقاف الحساب.

## 9. دورنا وسلامتك

سوق منصّة وسيطة؛ فالصفقات تُبرَم مباشرةً بين المستخدمين، ولسنا طرفًا فيها، ولا نضمن السلع ولا إتمام الصفقة. لذا احمِ نفسك:

- التقِ الطرف الآخر في مكان عام مزدحم، واصطحب معك شخصًا آخر إن أمكن.
- افحص السلعة قبل الدفع.
- لا تدفع مقدّمًا أبدًا عبر حوالة مصرفية أو خدمة تحويل أموال لشخص لم تقابله.
- أبقِ المحادثة على سوق، واحذر ممن يستعجلك في اتخاذ القرار.

## 10. المحتوى الخاص بك

يبقى ما تنشره ملكًا لك. وبنشرك إياه تمنح سوق ترخيصًا غير حصري ودون مقابل لاستضافته وعرضه وتغيير حجمه وترجمته بهدف تشغيل الخدمة والترويج لها. وينتهي هذا الترخيص عند حذفك المحتوى، باستثناء نسخ يلزمنا الاحتفاظ بها مدةً قصيرة لأسباب أمنية أو قانونية.

## 11. الإيقاف والتعديلات وأحكام عامة

يحق لنا حذف المحتوى أو تقييد بعض الميزات أو إيقاف أي حساب أو إغلاقه إذا خالف هذه الشروط أو عرّض المستخدمين الآخرين للخطر. ويمكنك إغلاق حسابك في أي وقت. وقد نحدّث هذه الشروط مع تطوّر سوق، وسنُعلمك على الموقع عند إجراء تعديلات مهمة، ويُعدّ استمرارك في استخدام سوق قبولًا للنسخة الجديدة. وهذه الشروط متاحة بالعربية والإنجليزية، وللنسختين المعنى ذاته.`;

const privacyEn = `Last updated: November 2026

This policy explains what information Souq collects, why we collect it, who can see it and what control you have over it. Our approach is simple: we collect what we need to run the marketplace, we do not sell your personal data, and we do not use third-party advertising trackers.

## 1. What we collect

- Account details: your name, e-mail address, phone number, country and region, and whether the account is a person or a company. Company accounts also provide a commercial register number.
- Content you create: ads, photos, auction bids, job posts and applications, CVs, community posts, comments, reactions, reels, stories, and your wish list.
- Messages: chats and channel messages you send to other users, and basic information about voice calls (who called whom and when). We do not record the audio of calls.
- Referral activity: who invited you, whom you invited, and the points you earned and spent.
- Technical data: session information, device and browser type, and logs needed to keep the service secure and working.

## 2. Why we use it

- To create and run your account and let you sign in.
- To publish your ads, auctions, job posts and community content, and to show you listings relevant to your country and category.
- To deliver messages and calls, and to notify you of bids, replies and applications.
- To process referral points and rewards.
- To prevent fraud, spam and abuse, review reports, and enforce our terms.
- To answer you when you contact us.

We do not sell your personal data, rent it, or share it with advertisers.

## 3. What other users can see

- Your public profile: name, profile photo, country or region, and the posts, reels and stories you share publicly.
- Your listings and auctions, including their photos, description, price and location. Bids may be shown in an auction's history.
- Your phone number is hidden by default. It is shown only to a user who taps "show number" on one of your ads.
- Your e-mail address and password are never shown to other users.

## 4. Photos and their metadata

Photos taken with phones often carry hidden metadata such as the GPS location where they were taken and the device model. When you upload a photo to Souq, we remove this metadata before the image is stored or shown, so your photos do not reveal where you live.

## 5. CVs and job applications

When you apply for a job, the CV and information you attach are visible only to the company that posted that job. They are not public and are not shared with other employers. Employers must use them only to evaluate your application.

## 6. Messages

Your chats and calls are between you and the people you talk to. We do not read your messages for advertising. We may review a conversation when one of its participants reports it, or when needed to investigate fraud or a safety threat.

## 7. Retention and deletion

You can edit your profile and delete your ads, posts, comments and other content at any time; deleted content is removed from public view immediately. When you close your account, we delete or anonymise your personal data within a reasonable period, except for limited records we must keep to prevent fraud, resolve disputes or meet legal obligations. Backups are overwritten on a regular cycle.

## 8. Security

- Passwords are stored only as scrypt hashes; nobody at Souq can see your password.
- Session tokens are stored hashed, so a copy of our database cannot be used to sign in as you.
- Password resets use a 6-digit code sent to your e-mail, valid for 10 minutes.
- Connections to Souq are encrypted, and access to personal data is limited to the staff who need it.

No system is perfectly secure, so please use a strong password that you do not use elsewhere.

## 9. Your rights

You can access and correct your information from your profile settings, delete your content, and close your account. You can also ask us for a copy of your data, or object to a particular use of it, through the contact form. Blocking a user hides their posts and comments from you.

## 10. Cookies and local storage

We use only what is needed for the site to work. We store your chosen language (i18nextLng), your session token, and your selected country, region and category so the site remembers them. We use no advertising or cross-site tracking cookies, and our fonts are self-hosted, so loading a page does not send your data to font providers.

## 11. Contact

If you have a question or request about your privacy, write to us through the contact form at /contact. We will reply as quickly as we can. If we change this policy in an important way, we will announce it on the site.`;

const privacyAr = `آخر تحديث: نوفمبر 2026

توضّح هذه السياسة المعلومات التي يجمعها سوق، وأسباب جمعها، ومن يمكنه الاطلاع عليها، وما تملكه من تحكّم فيها. ونهجنا بسيط: نجمع ما نحتاج إليه لتشغيل السوق فقط، ولا نبيع بياناتك الشخصية، ولا نستخدم أدوات تتبّع إعلانية تابعة لجهات خارجية.

## 1. ما نجمعه

- بيانات الحساب: اسمك، وبريدك الإلكتروني، ورقم هاتفك، وبلدك ومنطقتك، وما إذا كان الحساب لشخص أو لشركة. وتقدّم حسابات الشركات أيضًا رقم السجل التجاري.
- المحتوى الذي تنشئه: الإعلانات، والصور، والمزايدات، وإعلانات الوظائف وطلبات التقديم، والسير الذاتية، ومنشورات المجتمع، والتعليقات، والتفاعلات، ومقاطع الريلز، والقصص، وقائمة أمنياتك.
- الرسائل: المحادثات ورسائل القنوات التي ترسلها إلى المستخدمين الآخرين، ومعلومات أساسية عن المكالمات الصوتية (من اتصل بمن ومتى). ولا نسجّل صوت المكالمات.
- نشاط الإحالة: من دعاك، ومن دعوتَهم، والنقاط التي كسبتها واستخدمتها.
- البيانات التقنية: معلومات الجلسة، ونوع الجهاز والمتصفح، والسجلات اللازمة للحفاظ على أمان الخدمة وحسن عملها.

## 2. لماذا نستخدمها

- لإنشاء حسابك وإدارته وتمكينك من تسجيل الدخول.
- لنشر إعلاناتك ومزاداتك ووظائفك ومحتواك في المجتمع، ولعرض الإعلانات المناسبة لبلدك والفئة التي تختارها.
- لإيصال الرسائل والمكالمات، وإشعارك بالمزايدات والردود وطلبات التقديم.
- لاحتساب نقاط الإحالة والمكافآت.
- لمنع الاحتيال والرسائل المزعجة وإساءة الاستخدام، ومراجعة البلاغات، وتطبيق شروطنا.
- للرد عليك عندما تتواصل معنا.

لا نبيع بياناتك الشخصية، ولا نؤجّرها، ولا نشاركها مع المعلنين.

## 3. ما يراه المستخدمون الآخرون

- ملفك الشخصي العام: اسمك، وصورتك الشخصية، وبلدك أو منطقتك، والمنشورات ومقاطع الريلز والقصص التي تشاركها علنًا.
- إعلاناتك ومزاداتك، بما فيها الصور والوصف والسعر والموقع. وقد تظهر المزايدات في سجلّ المزاد.
- رقم هاتفك مخفي افتراضيًّا، ولا يظهر إلا لمن يضغط على زر «إظهار الرقم» في أحد إعلاناتك.
- لا يظهر بريدك الإلكتروني ولا كلمة مرورك للمستخدمين الآخرين أبدًا.

## 4. الصور وبياناتها الوصفية

كثيرًا ما تحمل الصور الملتقطة بالهواتف بيانات وصفية مخفية، مثل الموقع الجغرافي (GPS) الذي التُقطت فيه وطراز الجهاز. وعند رفعك صورة إلى سوق، نحذف هذه البيانات قبل تخزين الصورة أو عرضها، حتى لا تكشف صورك مكان سكنك.

## 5. السير الذاتية وطلبات التوظيف

عندما تتقدّم إلى وظيفة، لا يطّلع على سيرتك الذاتية والمعلومات التي ترفقها إلا الشركة التي نشرت تلك الوظيفة. فهي ليست عامة، ولا تُشارَك مع أصحاب عمل آخرين، وعلى صاحب العمل ألّا يستخدمها إلا لتقييم طلبك.

## 6. الرسائل

محادثاتك ومكالماتك خاصة بينك وبين من تتحدث إليهم، ولا نقرأ رسائلك لأغراض إعلانية. وقد نراجع محادثة ما إذا أبلغ عنها أحد أطرافها، أو عند الحاجة إلى التحقيق في احتيال أو تهديد للسلامة.

## 7. الاحتفاظ بالبيانات وحذفها

يمكنك تعديل ملفك الشخصي وحذف إعلاناتك ومنشوراتك وتعليقاتك وسائر محتواك في أي وقت، ويختفي المحتوى المحذوف عن العرض العام فورًا. وعند إغلاق حسابك، نحذف بياناتك الشخصية أو نجعلها مجهولة الهوية خلال مدة معقولة، باستثناء سجلات محدودة يلزمنا الاحتفاظ بها لمنع الاحتيال أو تسوية النزاعات أو الوفاء بالتزامات قانونية. وتُستبدَل النسخ الاحتياطية بنسخ أحدث بصورة دورية.

## 8. الأمان

- لا تُخزَّن كلمات المرور إلا على هيئة تجزئة باستخدام خوارزمية scrypt، فلا يستطيع أحد في سوق رؤية كلمة مرورك.
- تُخزَّن رموز الجلسات مجزّأةً كذلك، فلا يمكن استخدام نسخة من قاعدة بياناتنا لتسجيل الدخول باسمك.
- تتم إعادة تعيين كلمة المرور برمز من 6 أرقام يُرسَل إلى بريدك الإلكتروني، وتبلغ صلاحيته 10 دقائق.
- الاتصال بسوق مشفّر، ويقتصر الوصول إلى البيانات الشخصية على الموظفين الذين يحتاجون إليها.

لا يوجد نظام آمن تمامًا، لذا نرجو أن تستخدم كلمة مرور قوية لا تستخدمها في مكان آخر.

## 9. حقوقك

يمكنك الاطلاع على معلوماتك وتصحيحها من إعدادات ملفك الشخصي، وحذف محتواك، وإغلاق حسابك. كما يمكنك أن تطلب منا نسخة من بياناتك، أو أن تعترض على استخدام معيّن لها، عبر نموذج التواصل. وحظرك لمستخدم ما يُخفي عنك منشوراته وتعليقاته.

## 10. ملفات تعريف الارتباط والتخزين المحلي

لا نستخدم إلا ما يلزم لعمل الموقع؛ إذ نحفظ اللغة التي اخترتها (i18nextLng)، ورمز جلستك، والبلد والمنطقة والفئة التي حددتها، ليتذكّرها الموقع. ولا نستخدم ملفات تعريف ارتباط إعلانية أو للتتبّع بين المواقع، كما أن خطوطنا مستضافة على خوادمنا، فلا يؤدي تحميل الصفحة إلى إرسال بياناتك إلى مزوّدي الخطوط.

## 11. التواصل معنا

إن كان لديك سؤال أو طلب يتعلق بخصوصيتك، فراسلنا عبر نموذج التواصل في الصفحة /contact، وسنردّ عليك في أسرع وقت ممكن. وإذا أجرينا تعديلًا مهمًّا على هذه السياسة، فسنُعلن عنه على الموقع.`;

const aboutEn = `Souq is an online marketplace built for the Middle East and North Africa, where buying, selling, hiring and meeting people happen in one trusted place.

## Our mission

The word souq has meant the heart of the city for centuries: the place where people trade, bargain, find work, exchange news and meet their neighbours. We want to bring that spirit online with a marketplace that people in the region would choose for themselves, not one adapted from somewhere else as an afterthought.

That is why Souq is designed in Arabic as much as in English. Every page, menu and message works in both languages, right-to-left layouts are treated with the same care as left-to-right ones, and you can switch at any moment. Prices, countries, regions and categories reflect how people here actually buy and sell, from a used car in one city to an apartment for rent in another.

## What you can do on Souq

- Post and browse classified ads for vehicles, real estate, phones, electronics, furniture, services and much more, filtered by your country and region.
- Run or join live auctions with automatic bidding: set your maximum and let Souq bid for you. Late bids extend the clock, so nobody wins by sniping in the final second.
- Find job opportunities posted by registered companies, and apply with your CV, without ever paying a fee.
- Save the items you like to your wish list and come back to them later.
- Chat with sellers and buyers, create channels, and make voice calls without sharing your phone number.
- Join the community: share posts, reels and stories, react and comment, build your profile, add friends and follow people and companies you care about.
- Invite friends with your referral link: you each get 2 points, which you can use for rewards such as a discount on featuring an ad.

## Trust and safety

A marketplace is only as good as the trust between the people using it. Company accounts show their commercial register number, we review ads against clear rules, and remove prohibited items such as weapons, drugs and counterfeit goods. Anyone can report an ad, post or user, and block someone with a single tap.

We also protect your privacy by design. Your phone number stays hidden until someone chooses to show it on your ad, we strip location data from the photos you upload, CVs are visible only to the employer you apply to, and passwords and sessions are stored securely. We do not sell personal data and we do not use third-party advertising trackers.

Safety is shared, so we remind every user of a few simple habits: meet in public places, check an item before paying, and never send money in advance to someone you have not met.

## The team and how to reach us

Souq is built by a small team of engineers, designers and moderators who grew up shopping in the region's markets and who use Souq every day. We read every message, and much of what you see on Souq started as a suggestion from a user.

Have a question, an idea or a problem to report? Write to us through the contact form at /contact, in Arabic or English, and we will get back to you.`;

const aboutAr = `سوق منصّة إلكترونية صُمِّمت للشرق الأوسط وشمال أفريقيا، يجتمع فيها البيع والشراء والتوظيف والتعارف في مكان واحد موثوق.

## رسالتنا

ظلّت كلمة «سوق» على مدى قرون تعني قلب المدينة: المكان الذي يتبادل فيه الناس البضائع، ويتفاوضون على الأسعار، ويجدون العمل، ويتناقلون الأخبار، ويلتقون بجيرانهم. ونريد أن ننقل هذه الروح إلى العالم الرقمي عبر سوق إلكتروني يختاره أهل المنطقة عن قناعة، لا منصّةً جاءت من مكان آخر وأُضيفت إليها العربية على عجل.

لهذا صُمِّم سوق بالعربية بقدر ما صُمِّم بالإنجليزية؛ فكل صفحة وقائمة ورسالة تعمل باللغتين، ونولي التصميم من اليمين إلى اليسار العناية نفسها التي نوليها للتصميم من اليسار إلى اليمين، ويمكنك التبديل بين اللغتين في أي لحظة. كما تعكس الأسعار والبلدان والمناطق والفئات طريقة البيع والشراء الفعلية هنا، من سيارة مستعملة في مدينة إلى شقة للإيجار في أخرى.

## ما يمكنك فعله على سوق

- نشر الإعلانات المبوّبة وتصفّحها: سيارات، وعقارات، وهواتف، وإلكترونيات، وأثاث، وخدمات، وغيرها الكثير، مع التصفية حسب بلدك ومنطقتك.
- إنشاء مزادات مباشرة أو المشاركة فيها مع المزايدة التلقائية: حدّد الحد الأقصى لمزايدتك ودع سوق يزايد نيابةً عنك. وتؤدي المزايدات المتأخرة إلى تمديد الوقت، فلا يفوز أحد بالمزايدة في الثانية الأخيرة.
- العثور على فرص عمل تنشرها شركات مسجّلة، والتقديم إليها بسيرتك الذاتية دون دفع أي رسوم.
- حفظ ما يعجبك في قائمة أمنياتك والعودة إليه لاحقًا.
- مراسلة البائعين والمشترين، وإنشاء القنوات، وإجراء مكالمات صوتية دون الكشف عن رقم هاتفك.
- الانضمام إلى المجتمع: شارك المنشورات ومقاطع الريلز والقصص، وتفاعل وعلّق، وابنِ ملفك الشخصي، وأضف الأصدقاء، وتابع الأشخاص والشركات التي تهمّك.
- دعوة أصدقائك عبر رابط الإحالة: يحصل كلٌّ منكما على نقطتين يمكن استخدامهما في مكافآت، مثل خصم على تمييز إعلان.

## الثقة والأمان

لا تزيد قيمة أي سوق على قدر الثقة بين المتعاملين فيه. لذلك تعرض حسابات الشركات رقم سجلها التجاري، ونراجع الإعلانات وفق قواعد واضحة، ونحذف المواد المحظورة مثل الأسلحة والمخدرات والسلع المقلَّدة. ويستطيع أي شخص الإبلاغ عن إعلان أو منشور أو مستخدم، وحظر أي شخص بلمسة واحدة.

ونحمي خصوصيتك منذ مرحلة التصميم: يبقى رقم هاتفك مخفيًّا حتى يختار أحدهم إظهاره في إعلانك، ونحذف بيانات الموقع الجغرافي من الصور التي ترفعها، ولا يطّلع على سيرتك الذاتية إلا صاحب العمل الذي تتقدّم إليه، وتُخزَّن كلمات المرور والجلسات بطريقة آمنة. ولا نبيع البيانات الشخصية، ولا نستخدم أدوات تتبّع إعلانية تابعة لجهات خارجية.

والأمان مسؤولية مشتركة، لذا نذكّر كل مستخدم ببعض العادات البسيطة: التقِ الطرف الآخر في مكان عام، وافحص السلعة قبل الدفع، ولا ترسل المال مقدّمًا أبدًا لشخص لم تقابله.

## فريقنا وكيف تتواصل معنا

يبني سوق فريقٌ صغير من المهندسين والمصمّمين ومشرفي المحتوى، نشؤوا على التسوّق في أسواق المنطقة ويستخدمون سوق كل يوم. نقرأ كل رسالة تصلنا، وكثير مما تراه على سوق بدأ باقتراح من أحد المستخدمين.

هل لديك سؤال أو فكرة أو مشكلة تودّ الإبلاغ عنها؟ راسلنا عبر نموذج التواصل في الصفحة /contact بالعربية أو الإنجليزية، وسنعود إليك.`;

export const pages: PageSeed[] = [
  {
    slug: 'terms',
    title_en: 'Terms of Use',
    title_ar: 'شروط الاستخدام',
    body_en: termsEn,
    body_ar: termsAr,
  },
  {
    slug: 'privacy',
    title_en: 'Privacy Policy',
    title_ar: 'سياسة الخصوصية',
    body_en: privacyEn,
    body_ar: privacyAr,
  },
  { slug: 'about', title_en: 'About Souq', title_ar: 'من نحن', body_en: aboutEn, body_ar: aboutAr },
];
