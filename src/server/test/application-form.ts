/** A recovery application the form accepts (`POST /api/recovery-applications`), from `email`. */
export const validApplication = (email = 'Grace@Example.com') => ({
  fullName: 'Grace Applicant',
  email,
  phone: '',
  country: 'uk',
  platformName: 'CoinVault',
  fraudType: 'cryptocurrency',
  incidentDate: '2026-02-14',
  lossAmount: 2500.5,
  incidentDescription: 'I transferred savings to an exchange that then vanished.',
  contactedPolice: true,
  contactedBank: false,
  contactedPlatform: false,
  acceptTerms: true,
});
