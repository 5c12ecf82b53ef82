/** Landing sections reachable by hash (spec 000 §2 Header). */
export const SECTION_IDS = ['services', 'careers', 'about', 'contact'] as const;
