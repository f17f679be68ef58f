/**
 * Names of the people in the ecosystem. Arabic-named organizations get Arabic-script names from
 * Faker's `ar` locale; the others get Arabic names in Latin letters, spelt the French way in the
 * Maghreb (Youssef, Benali) and the English way elsewhere (Yousef, Al-Hashimi). Faker's `fr` and
 * `en` name lists are European names, which a founder in Casablanca or Riyadh rarely has.
 */
export const LATIN_NAMES = {
  fr: {
    first: ['Youssef', 'Mehdi', 'Amine', 'Karim', 'Hamza', 'Rachid', 'Anis', 'Sofiane', 'Nabil', 'Omar', 'Salma', 'Imane', 'Meriem', 'Nadia', 'Sara', 'Yasmine', 'Leïla', 'Khadija', 'Amel', 'Ines', 'Hind', 'Rim'],
    last: ['Benali', 'El Idrissi', 'Benjelloun', 'Alaoui', 'Tazi', 'Bennani', 'Chraibi', 'Ben Salah', 'Trabelsi', 'Gharbi', 'Jaziri', 'Mejri', 'Haddad', 'Bouzid', 'Kettani', 'Sebti', 'Ben Amor', 'Ferchichi'],
  },
  en: {
    first: ['Yousef', 'Ahmed', 'Khaled', 'Faisal', 'Tariq', 'Omar', 'Hassan', 'Rami', 'Ziad', 'Sami', 'Noura', 'Layla', 'Reem', 'Dana', 'Hala', 'Lina', 'Maryam', 'Aisha', 'Farah', 'Huda', 'Rania', 'Jana'],
    last: ['Al-Hashimi', 'Al-Mansour', 'Al-Qahtani', 'Al-Otaibi', 'Haddad', 'Khoury', 'Nasser', 'Saleh', 'Abdelrahman', 'Mostafa', 'El-Sayed', 'Farouk', 'Kanaan', 'Said', 'Al-Sabah', 'Al-Thani', 'Mansour', 'Aziz'],
  },
};
