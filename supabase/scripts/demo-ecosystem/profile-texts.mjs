/**
 * What the startups' profiles say, per sector and language. Each pitch is one kind of company of
 * the sector: its sub-sector, its business model (a value of public.business_model), a tagline
 * (at most 140 characters, the card's limit) and what it does, as the verb phrase that follows
 * its name in the description ("<name> turns a merchant’s phone into …"). A startup writes its
 * profile in the language of its name. Sub-sectors are in English whatever the language, like
 * cities, so that grouping by sub-sector does not split one into three. Companies are fictional;
 * any likeness to a real one is accidental.
 */

/** @typedef {{ subSector: string, model: string, tagline: string, does: string }} Pitch */

/** @type {Record<string, Record<'en' | 'fr' | 'ar', Pitch[]>>} */
export const SECTOR_PITCHES = {
  fintech: {
    en: [
      { subSector: 'Payments', model: 'b2b', tagline: 'Accept cards, wallets and instalments at the counter with one phone.', does: 'turns a merchant’s phone into a payment terminal for cards, wallets and instalment plans' },
      { subSector: 'Islamic finance', model: 'b2b', tagline: 'Sharia-compliant working capital for small traders, decided in a day.', does: 'lends Sharia-compliant working capital to small traders, with a credit decision within a day' },
      { subSector: 'Remittances', model: 'b2c', tagline: 'Send money home for less, tracked from the first tap to the cash pickup.', does: 'moves remittances from the Gulf to families across the region at a fraction of the usual fee' },
    ],
    fr: [
      { subSector: 'Payments', model: 'b2b', tagline: 'Le paiement mobile des commerçants de quartier, sans terminal.', does: 'transforme le téléphone du commerçant en terminal de paiement par carte et portefeuille mobile' },
      { subSector: 'Microfinance', model: 'b2c', tagline: 'Des microcrédits pour les artisans, accordés en 48 heures.', does: 'accorde des microcrédits aux artisans et aux petits commerçants en 48 heures' },
    ],
    ar: [
      { subSector: 'Payments', model: 'b2b', tagline: 'ادفع بالبطاقة أو المحفظة أو بالتقسيط من هاتف التاجر مباشرة.', does: 'تحوّل هاتف التاجر إلى جهاز دفع يقبل البطاقات والمحافظ الرقمية والتقسيط' },
      { subSector: 'Islamic finance', model: 'b2b', tagline: 'تمويل متوافق مع الشريعة لرأس المال العامل للتجار الصغار خلال يوم واحد.', does: 'تقدّم تمويلًا متوافقًا مع الشريعة لرأس المال العامل للتجار الصغار مع قرار ائتماني خلال يوم' },
    ],
  },
  healthtech: {
    en: [
      { subSector: 'Telemedicine', model: 'b2c', tagline: 'See a licensed doctor by video in minutes, in Arabic or English.', does: 'connects patients with licensed doctors by video, in Arabic or English, within minutes' },
      { subSector: 'Clinic software', model: 'saas', tagline: 'Scheduling, records and billing for clinics, in one place.', does: 'gives private clinics one system for appointments, patient records and insurance billing' },
      { subSector: 'Pharmacy delivery', model: 'b2b2c', tagline: 'Prescriptions delivered from the nearest pharmacy within two hours.', does: 'delivers prescriptions from partner pharmacies within two hours' },
    ],
    fr: [
      { subSector: 'Telemedicine', model: 'b2c', tagline: 'La téléconsultation avec des médecins agréés, en français et en arabe.', does: 'met en relation les patients avec des médecins agréés en téléconsultation, en français et en arabe' },
      { subSector: 'Clinic software', model: 'saas', tagline: 'Le dossier patient et la facturation des cliniques, enfin réunis.', does: 'réunit agenda, dossier patient et facturation pour les cliniques privées' },
    ],
    ar: [
      { subSector: 'Telemedicine', model: 'b2c', tagline: 'استشارة طبيب مرخّص عبر الفيديو خلال دقائق.', does: 'تربط المرضى بأطباء مرخّصين عبر الفيديو خلال دقائق' },
      { subSector: 'Clinic software', model: 'saas', tagline: 'المواعيد والسجلات والفواتير للعيادات في نظام واحد.', does: 'تقدّم للعيادات الخاصة نظامًا واحدًا للمواعيد وسجلات المرضى وفواتير التأمين' },
    ],
  },
  edtech: {
    en: [
      { subSector: 'K-12 tutoring', model: 'marketplace', tagline: 'Live tutoring in maths and science that follows the national curriculum.', does: 'matches school students with vetted tutors for live maths and science lessons that follow the national curriculum' },
      { subSector: 'Coding bootcamps', model: 'b2c', tagline: 'From zero to junior developer in 16 weeks, paid once you are hired.', does: 'trains junior developers in 16-week cohorts, paid back once graduates are hired' },
      { subSector: 'Corporate training', model: 'b2b', tagline: 'Upskill your whole team with short courses built for the Gulf workplace.', does: 'builds short online courses that companies assign to upskill their teams' },
    ],
    fr: [
      { subSector: 'K-12 tutoring', model: 'b2c', tagline: 'Le soutien scolaire en ligne, aligné sur le programme national.', does: 'propose du soutien scolaire en ligne en mathématiques et en sciences, aligné sur le programme national' },
      { subSector: 'Coding bootcamps', model: 'b2b2c', tagline: 'Apprendre à coder en 16 semaines, payé une fois embauché.', does: 'forme des développeurs juniors en 16 semaines, financés par leur futur employeur' },
    ],
    ar: [
      { subSector: 'K-12 tutoring', model: 'marketplace', tagline: 'دروس خصوصية مباشرة في الرياضيات والعلوم وفق المنهج الوطني.', does: 'توفّر دروسًا خصوصية مباشرة في الرياضيات والعلوم وفق المنهج الوطني' },
      { subSector: 'Coding bootcamps', model: 'b2c', tagline: 'تعلّم البرمجة في 16 أسبوعًا وادفع بعد التوظيف.', does: 'تدرّب مطوّرين مبتدئين في دفعات مدتها 16 أسبوعًا، ويدفع المتدرب بعد حصوله على وظيفة' },
    ],
  },
  e_commerce: {
    en: [
      { subSector: 'Social commerce', model: 'marketplace', tagline: 'Order from the shops you follow on social media, paid on delivery.', does: 'lets shoppers buy from the small brands they follow on social media, with cash or card on delivery' },
      { subSector: 'B2B wholesale', model: 'b2b', tagline: 'Wholesale ordering for corner shops: stock in, invoices out, one app.', does: 'lets corner shops order stock from wholesalers and track their invoices in one app' },
      { subSector: 'Fashion', model: 'b2c', tagline: 'Modest fashion from regional designers, delivered across the GCC.', does: 'sells modest fashion from regional designers with delivery across the GCC' },
    ],
    fr: [
      { subSector: 'Fashion', model: 'b2c', tagline: 'Les créateurs du Maghreb, livrés partout en 72 heures.', does: 'vend en ligne les collections de créateurs du Maghreb, livrées en 72 heures' },
      { subSector: 'B2B wholesale', model: 'b2b', tagline: 'Le réassort des épiceries de quartier en quelques clics.', does: 'permet aux épiceries de quartier de commander leur réassort auprès des grossistes en quelques clics' },
    ],
    ar: [
      { subSector: 'Social commerce', model: 'marketplace', tagline: 'تسوّق من المتاجر التي تتابعها على مواقع التواصل وادفع عند الاستلام.', does: 'تتيح للمتسوقين الشراء من العلامات الصغيرة التي يتابعونها على مواقع التواصل والدفع عند الاستلام' },
      { subSector: 'B2B wholesale', model: 'b2b', tagline: 'طلب البضائع بالجملة للبقالات في تطبيق واحد.', does: 'تمكّن البقالات من طلب البضائع من تجار الجملة ومتابعة الفواتير في تطبيق واحد' },
    ],
  },
  logistics: {
    en: [
      { subSector: 'Last-mile delivery', model: 'b2b', tagline: 'Same-day delivery for online shops, with cash collection included.', does: 'runs same-day delivery for online shops, including cash collection on delivery' },
      { subSector: 'Freight marketplace', model: 'marketplace', tagline: 'Book a truck like a ride: instant freight quotes across the region.', does: 'matches shippers with truck owners and prices freight instantly' },
      { subSector: 'Cold chain', model: 'hardware', tagline: 'Cold-chain monitoring that keeps food and medicine safe in transit.', does: 'monitors the temperature of food and medicine shipments from the warehouse to the door' },
    ],
    fr: [
      { subSector: 'Last-mile delivery', model: 'b2b', tagline: 'La livraison le jour même pour le e-commerce, paiement à la livraison compris.', does: 'assure la livraison le jour même pour les boutiques en ligne, encaissement compris' },
      { subSector: 'Freight marketplace', model: 'marketplace', tagline: 'Le fret routier réservé en un clic, au juste prix.', does: 'met en relation chargeurs et transporteurs et fixe le prix du fret en temps réel' },
    ],
    ar: [
      { subSector: 'Last-mile delivery', model: 'b2b', tagline: 'توصيل في اليوم نفسه للمتاجر الإلكترونية مع تحصيل الدفع عند الاستلام.', does: 'تدير التوصيل في اليوم نفسه للمتاجر الإلكترونية مع تحصيل المبالغ عند الاستلام' },
      { subSector: 'Freight marketplace', model: 'marketplace', tagline: 'احجز شاحنة كما تحجز سيارة أجرة، بسعر فوري.', does: 'تربط أصحاب البضائع بأصحاب الشاحنات وتسعّر الشحن فورًا' },
    ],
  },
  agritech: {
    en: [
      { subSector: 'Precision irrigation', model: 'hardware', tagline: 'Soil sensors and smart irrigation that save up to 40% of water.', does: 'installs soil sensors and irrigation controllers that cut farms’ water use by up to 40%' },
      { subSector: 'Vertical farming', model: 'b2b', tagline: 'Fresh greens grown indoors, a few kilometres from your table.', does: 'grows leafy greens in indoor vertical farms close to the cities that eat them' },
      { subSector: 'Farm-to-market', model: 'marketplace', tagline: 'Farmers sell straight to restaurants and retailers, at fair prices.', does: 'connects smallholder farmers directly with restaurants and retailers' },
    ],
    fr: [
      { subSector: 'Precision irrigation', model: 'hardware', tagline: 'L’irrigation intelligente qui économise jusqu’à 40 % d’eau.', does: 'équipe les exploitations de capteurs et d’une irrigation pilotée qui économise jusqu’à 40 % d’eau' },
      { subSector: 'Farm-to-market', model: 'marketplace', tagline: 'Du champ au restaurant, sans intermédiaire.', does: 'relie les petits agriculteurs directement aux restaurants et aux détaillants' },
    ],
    ar: [
      { subSector: 'Precision irrigation', model: 'hardware', tagline: 'حساسات للتربة وري ذكي يوفّر حتى 40% من المياه.', does: 'تركّب حساسات للتربة وأنظمة ري ذكية توفّر حتى 40% من استهلاك المياه في المزارع' },
      { subSector: 'Farm-to-market', model: 'marketplace', tagline: 'من المزرعة إلى المطعم مباشرة وبسعر عادل.', does: 'تربط صغار المزارعين مباشرة بالمطاعم ومتاجر التجزئة' },
    ],
  },
  cleantech: {
    en: [
      { subSector: 'Rooftop solar', model: 'hardware', tagline: 'Rooftop solar for homes and factories, paid from the savings.', does: 'installs rooftop solar for homes and factories and is paid back from the savings on the bill' },
      { subSector: 'Energy efficiency', model: 'saas', tagline: 'Cut a building’s cooling bill with AI that tunes the chillers.', does: 'tunes buildings’ cooling systems with software that learns how each one is used' },
      { subSector: 'Water desalination', model: 'hardware', tagline: 'Small solar desalination units for farms and remote communities.', does: 'builds compact solar-powered desalination units for farms and remote communities' },
    ],
    fr: [
      { subSector: 'Rooftop solar', model: 'hardware', tagline: 'Le solaire en toiture, financé par les économies réalisées.', does: 'installe des panneaux solaires en toiture, remboursés par les économies sur la facture' },
      { subSector: 'Recycling', model: 'b2b', tagline: 'Le recyclage des plastiques, collectés et payés à la source.', does: 'collecte et rachète les déchets plastiques auprès des commerces et des ménages' },
    ],
    ar: [
      { subSector: 'Rooftop solar', model: 'hardware', tagline: 'طاقة شمسية على الأسطح تُسدَّد من التوفير في الفاتورة.', does: 'تركّب ألواح الطاقة الشمسية على أسطح المنازل والمصانع وتُسدَّد تكلفتها من التوفير في الفاتورة' },
      { subSector: 'Energy efficiency', model: 'saas', tagline: 'خفّض فاتورة تبريد المبنى بذكاء اصطناعي يضبط المكيفات.', does: 'تضبط أنظمة التبريد في المباني ببرمجيات تتعلّم طريقة استخدام كل مبنى' },
    ],
  },
  proptech: {
    en: [
      { subSector: 'Rent financing', model: 'b2b2c', tagline: 'Rent with monthly payments instead of one cheque a year.', does: 'lets tenants pay their annual rent monthly while landlords are paid up front' },
      { subSector: 'Property management', model: 'saas', tagline: 'Property management software for landlords with one building or fifty.', does: 'gives landlords one tool for leases, maintenance requests and rent collection' },
      { subSector: 'Fractional ownership', model: 'marketplace', tagline: 'Own a share of income-generating property from 500 dollars.', does: 'lets investors buy fractional shares of rented property from 500 US dollars' },
    ],
    fr: [
      { subSector: 'Rental platforms', model: 'marketplace', tagline: 'Louez sans caution, avec un loyer payé chaque mois en ligne.', does: 'permet de louer sans caution et de payer son loyer chaque mois en ligne' },
      { subSector: 'Property management', model: 'saas', tagline: 'La gestion locative simplifiée pour les petits propriétaires.', does: 'simplifie la gestion locative des petits propriétaires : baux, travaux et encaissements' },
    ],
    ar: [
      { subSector: 'Rent financing', model: 'b2b2c', tagline: 'ادفع إيجارك شهريًا بدل شيك واحد في السنة.', does: 'تتيح للمستأجرين دفع الإيجار السنوي على أقساط شهرية بينما يتقاضى الملاك المبلغ مقدمًا' },
      { subSector: 'Property management', model: 'saas', tagline: 'برنامج لإدارة العقارات لمن يملك مبنى واحدًا أو خمسين.', does: 'تقدّم للملاك أداة واحدة للعقود وطلبات الصيانة وتحصيل الإيجارات' },
    ],
  },
  mobility: {
    en: [
      { subSector: 'School transport', model: 'b2b2c', tagline: 'Safe, tracked school buses that parents can follow live.', does: 'runs tracked school bus routes that parents follow live from their phones' },
      { subSector: 'Car subscription', model: 'b2c', tagline: 'A car by the month, insurance and servicing included.', does: 'offers cars on monthly subscriptions with insurance and servicing included' },
      { subSector: 'Micromobility', model: 'b2c', tagline: 'Shared e-scooters and bikes for the first and last mile.', does: 'operates shared e-scooters and bikes around metro and bus stations' },
    ],
    fr: [
      { subSector: 'Car subscription', model: 'b2c', tagline: 'La voiture en abonnement mensuel, assurance et entretien compris.', does: 'propose des voitures en abonnement mensuel, assurance et entretien compris' },
      { subSector: 'School transport', model: 'b2b2c', tagline: 'Le transport scolaire suivi en temps réel par les parents.', does: 'organise un transport scolaire que les parents suivent en temps réel' },
    ],
    ar: [
      { subSector: 'School transport', model: 'b2b2c', tagline: 'حافلات مدرسية آمنة يتابعها الأهل مباشرة.', does: 'تشغّل خطوط حافلات مدرسية يتابعها الأهل مباشرة من هواتفهم' },
      { subSector: 'Car subscription', model: 'b2c', tagline: 'سيارة باشتراك شهري يشمل التأمين والصيانة.', does: 'تقدّم سيارات باشتراك شهري يشمل التأمين والصيانة' },
    ],
  },
  enterprise_saas: {
    en: [
      { subSector: 'HR and payroll', model: 'saas', tagline: 'Payroll and HR for the Gulf: WPS, end-of-service and visas in one place.', does: 'runs payroll and HR for Gulf companies, from WPS files to end-of-service pay and visa renewals' },
      { subSector: 'E-invoicing', model: 'saas', tagline: 'E-invoicing that meets the tax authority’s rules from day one.', does: 'issues and files e-invoices that meet the tax authority’s rules' },
      { subSector: 'Customer support', model: 'saas', tagline: 'One inbox for WhatsApp, e-mail and calls, with Arabic-first AI replies.', does: 'brings WhatsApp, e-mail and calls into one support inbox with AI replies in Arabic and English' },
    ],
    fr: [
      { subSector: 'HR and payroll', model: 'saas', tagline: 'La paie et les RH des PME, conformes au droit local.', does: 'gère la paie et les ressources humaines des PME dans le respect du droit local' },
      { subSector: 'E-invoicing', model: 'saas', tagline: 'La facture électronique conforme, émise et archivée en un clic.', does: 'émet, transmet et archive des factures électroniques conformes' },
    ],
    ar: [
      { subSector: 'HR and payroll', model: 'saas', tagline: 'الرواتب والموارد البشرية للشركات في الخليج من مكان واحد.', does: 'تدير الرواتب والموارد البشرية لشركات الخليج، من ملفات حماية الأجور إلى مكافأة نهاية الخدمة' },
      { subSector: 'E-invoicing', model: 'saas', tagline: 'فوترة إلكترونية متوافقة مع متطلبات هيئة الضرائب من اليوم الأول.', does: 'تصدر الفواتير الإلكترونية وتقدّمها وفق متطلبات هيئة الضرائب' },
    ],
  },
  media_and_gaming: {
    en: [
      { subSector: 'Mobile games', model: 'b2c', tagline: 'Casual mobile games rooted in the stories of the region.', does: 'makes casual mobile games built on the region’s stories and humour' },
      { subSector: 'Podcasts', model: 'b2c', tagline: 'Arabic podcasts and audiobooks, for the commute and beyond.', does: 'produces and streams Arabic podcasts and audiobooks' },
      { subSector: 'Creator tools', model: 'saas', tagline: 'Tools that let creators sell courses and memberships to their fans.', does: 'gives creators the tools to sell courses and memberships to their audience' },
    ],
    fr: [
      { subSector: 'Mobile games', model: 'b2c', tagline: 'Des jeux mobiles inspirés des contes et de l’humour d’ici.', does: 'développe des jeux mobiles inspirés des contes et de l’humour de la région' },
      { subSector: 'Podcasts', model: 'b2c', tagline: 'Les podcasts et livres audio en darija et en français.', does: 'produit et diffuse des podcasts et des livres audio en darija et en français' },
    ],
    ar: [
      { subSector: 'Mobile games', model: 'b2c', tagline: 'ألعاب جوال خفيفة مستوحاة من حكايات المنطقة.', does: 'تطوّر ألعاب جوال خفيفة مستوحاة من حكايات المنطقة وروحها المرحة' },
      { subSector: 'Podcasts', model: 'b2c', tagline: 'بودكاست وكتب صوتية عربية لطريقك وما بعده.', does: 'تنتج وتبث البودكاست والكتب الصوتية باللغة العربية' },
    ],
  },
  foodtech: {
    en: [
      { subSector: 'Healthy meals', model: 'b2c', tagline: 'Healthy meal plans, cooked fresh and delivered every morning.', does: 'cooks healthy meal plans and delivers them fresh every morning' },
      { subSector: 'Restaurant software', model: 'saas', tagline: 'Ordering, stock and delivery apps for restaurants, without the commission.', does: 'gives restaurants their own ordering, stock and delivery tools without platform commissions' },
      { subSector: 'Food waste', model: 'marketplace', tagline: 'Surplus food from bakeries and restaurants, rescued at half price.', does: 'sells bakeries’ and restaurants’ surplus food at half price before closing time' },
    ],
    fr: [
      { subSector: 'Healthy meals', model: 'b2c', tagline: 'Des plats sains cuisinés le matin, livrés au bureau à midi.', does: 'cuisine chaque matin des plats sains livrés au bureau pour le déjeuner' },
      { subSector: 'Food waste', model: 'marketplace', tagline: 'Les invendus des boulangeries, sauvés à moitié prix.', does: 'vend à moitié prix les invendus des boulangeries et des restaurants' },
    ],
    ar: [
      { subSector: 'Healthy meals', model: 'b2c', tagline: 'وجبات صحية تُطهى طازجة وتصلك كل صباح.', does: 'تطهو وجبات صحية وتوصلها طازجة كل صباح' },
      { subSector: 'Food waste', model: 'marketplace', tagline: 'فائض المخابز والمطاعم بنصف السعر بدل أن يُهدر.', does: 'تبيع فائض المخابز والمطاعم بنصف السعر قبل موعد الإغلاق' },
    ],
  },
};

/** Where the company stands, as the description's second sentence ends, per language and stage. */
export const STAGE_LINES = {
  en: {
    pre_seed: 'is piloting its first version with early customers',
    seed: 'has paying customers and grows month on month',
    series_a: 'is scaling across the region after raising its Series A',
    series_b: 'operates in several markets and is broadening its product',
  },
  fr: {
    pre_seed: 'teste sa première version avec ses premiers clients',
    seed: 'a des clients payants et grandit chaque mois',
    series_a: 'se déploie dans la région après sa série A',
    series_b: 'opère sur plusieurs marchés et élargit son offre',
  },
  ar: {
    pre_seed: 'ويجرّب فريقها نسختها الأولى مع العملاء الأوائل',
    seed: 'ولديها عملاء يدفعون ونمو شهري مستمر',
    series_a: 'وتتوسع في المنطقة بعد جولة التمويل (أ)',
    series_b: 'وتعمل في عدة أسواق وتوسّع منتجاتها',
  },
};

/** A city's French name where it differs from the English one the organizations store. */
export const FRENCH_CITY_NAMES = { Marrakesh: 'Marrakech', Tangier: 'Tanger', Fez: 'Fès', Beirut: 'Beyrouth' };

/** Company forms a registry there would add to the name, per country (Latin script). */
export const LEGAL_FORMS = {
  SA: ['LLC'],
  AE: ['FZ-LLC', 'LLC'],
  EG: ['S.A.E.', 'LLC'],
  JO: ['LLC'],
  MA: ['SARL', 'SAS'],
  TN: ['SARL', 'SA'],
  LB: ['SAL', 'SARL'],
  QA: ['WLL', 'LLC'],
  BH: ['WLL', 'SPC'],
  KW: ['WLL', 'KSCC'],
};

/** "Limited liability company", as an Arabic-named company writes it after its name. */
export const ARABIC_LEGAL_FORM = 'ذ.م.م';
