/**
 * Words the organization names are built from. Arabic words come with the Latin spelling their
 * owners would register as a domain, which is what the members' e-mail addresses use.
 * Combinations are fictional; any likeness to a real company is accidental.
 */

/** A word of a sector, per language: startups are named "<brand> <sector word>" or the reverse. */
export const SECTOR_WORDS = {
  fintech: { en: ['Pay', 'Ledger', 'Wallet', 'Coin', 'Lend'], fr: ['Paiement', 'Finance', 'Crédit', 'Monnaie'], ar: [['دفع', 'Dafa'], ['محفظة', 'Mahfaza'], ['تمويل', 'Tamweel'], ['سداد', 'Sadad']] },
  healthtech: { en: ['Health', 'Care', 'Clinic', 'Med', 'Pulse'], fr: ['Santé', 'Soins', 'Clinique', 'Médic'], ar: [['صحة', 'Sehha'], ['شفاء', 'Shifa'], ['عيادة', 'Eyada'], ['طبيب', 'Tabib']] },
  edtech: { en: ['Learn', 'Academy', 'Tutor', 'Class', 'Skills'], fr: ['École', 'Savoir', 'Académie', 'Éduc'], ar: [['تعلم', 'Taallam'], ['مدرسة', 'Madrasa'], ['معرفة', 'Maarifa'], ['قلم', 'Qalam']] },
  e_commerce: { en: ['Cart', 'Shop', 'Market', 'Basket', 'Store'], fr: ['Boutique', 'Marché', 'Panier', 'Comptoir'], ar: [['متجر', 'Matjar'], ['بازار', 'Bazaar'], ['دكان', 'Dukkan'], ['سوق', 'Souq']] },
  logistics: { en: ['Freight', 'Cargo', 'Route', 'Fleet', 'Parcel'], fr: ['Fret', 'Colis', 'Transit', 'Livraison'], ar: [['شحن', 'Shahn'], ['قافلة', 'Qafila'], ['توصيل', 'Tawseel'], ['طرود', 'Turood']] },
  agritech: { en: ['Farm', 'Harvest', 'Grow', 'Seed', 'Agri'], fr: ['Récolte', 'Agro', 'Terroir', 'Semence'], ar: [['مزرعة', 'Mazraa'], ['حصاد', 'Hasad'], ['زرع', 'Zara'], ['بذور', 'Bothour']] },
  cleantech: { en: ['Solar', 'Volt', 'Energy', 'Grid', 'Water'], fr: ['Soleil', 'Énergie', 'Hydro', 'Watt'], ar: [['شمس', 'Shams'], ['طاقة', 'Taqa'], ['رياح', 'Riyah'], ['ماء', 'Maa']] },
  proptech: { en: ['Homes', 'Estate', 'Nest', 'Keys', 'Space'], fr: ['Immo', 'Habitat', 'Logis', 'Demeure'], ar: [['بيت', 'Bait'], ['دار', 'Dar'], ['عقار', 'Aqar'], ['سكن', 'Sakan']] },
  mobility: { en: ['Ride', 'Move', 'Wheels', 'Go', 'Shuttle'], fr: ['Mobilité', 'Trajet', 'Voiture', 'Navette'], ar: [['مشوار', 'Mishwar'], ['رحلة', 'Rihla'], ['مسار', 'Masar'], ['سيارة', 'Sayara']] },
  enterprise_saas: { en: ['Cloud', 'Stack', 'Desk', 'Works', 'Ops'], fr: ['Logiciel', 'Gestion', 'Nuage', 'Bureau'], ar: [['سحابة', 'Sahaba'], ['منصة', 'Minassa'], ['نظام', 'Nizam'], ['إدارة', 'Idara']] },
  media_and_gaming: { en: ['Play', 'Games', 'Studio', 'Stream', 'Media'], fr: ['Jeux', 'Studio', 'Médias', 'Ludo'], ar: [['لعبة', 'Luba'], ['حكاية', 'Hikaya'], ['بث', 'Bath'], ['شاشة', 'Shasha']] },
  foodtech: { en: ['Kitchen', 'Eats', 'Bites', 'Chef', 'Fresh'], fr: ['Cuisine', 'Saveurs', 'Festin', 'Gourmet'], ar: [['مطبخ', 'Matbakh'], ['طبق', 'Tabaq'], ['وجبة', 'Wajba'], ['ذوق', 'Thawq']] },
};

/** Brand words, per language. */
export const BRAND_WORDS = {
  en: ['Falcon', 'Oasis', 'Dune', 'Cedar', 'Nova', 'Mirage', 'Zenith', 'Horizon', 'Crescent', 'Palm', 'Pearl', 'Lumen', 'Sahara', 'Amber', 'Saffron', 'Orbit', 'Delta', 'Summit', 'Harbor', 'Sandstone'],
  fr: ['Atlas', 'Médina', 'Sahel', 'Argane', 'Jasmin', 'Carthage', 'Étoile', 'Azur', 'Riad', 'Cèdre', 'Zellige', 'Olivier', 'Mimosa', 'Kasbah', 'Levant', 'Corail'],
  ar: [['نور', 'Noor'], ['واحة', 'Waha'], ['صقر', 'Saqr'], ['نخلة', 'Nakhla'], ['مدار', 'Madar'], ['جسر', 'Jisr'], ['أفق', 'Ufuq'], ['رمال', 'Rimal'], ['نجمة', 'Najma'], ['قمر', 'Qamar'], ['بوصلة', 'Bawsala'], ['لؤلؤة', 'Luluah'], ['سراج', 'Siraj'], ['ريادة', 'Riyada'], ['زيتون', 'Zaytoun'], ['غيمة', 'Ghayma']],
};

/**
 * Names of the organizations around the startups, per audience and language. `{brand}` is a brand
 * word, `{city}` the city and `{country}` the country in that language.
 */
export const SUPPORT_NAME_PATTERNS = {
  accelerator: { en: ['{brand} Accelerator', '{city} Startup Lab', '{brand} Launch Studio'], fr: ['Accélérateur {brand}', 'Incubateur {brand}', '{brand} Start-up Factory'], ar: ['مسرعة {brand}', 'حاضنة {brand}'] },
  mentor: { en: ['{city} Mentor Network', '{brand} Founders Circle'], fr: ['Réseau Mentors {brand}', 'Cercle des fondateurs {brand}'], ar: ['شبكة مرشدي {brand}', 'مجلس رواد {brand}'] },
  venture_capital: { en: ['{brand} Ventures', '{brand} Capital', '{brand} Partners'], fr: ['{brand} Capital', '{brand} Invest', 'Fonds {brand}'], ar: ['صندوق {brand}', '{brand} للاستثمار'] },
  university: { en: ['{city} University of Technology', '{brand} Institute of Science'], fr: ['Université {brand} de {city}', 'École supérieure {brand}'], ar: ['جامعة {brand}', 'معهد {brand} للتقنية'] },
  government: { en: ['{country} Innovation Authority', '{country} SME Development Agency'], fr: ["Agence nationale de l'innovation ({country})", 'Agence de promotion des PME ({country})'], ar: ['هيئة الابتكار ({country})', 'هيئة تنمية المنشآت الصغيرة ({country})'] },
};
