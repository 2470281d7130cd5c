// Every route path in one place; screens link through these, never through string literals.
export const paths = {
  home: '/',
  reportIncident: '/report-incident',
  recovery: '/recovery',
  dashboard: '/dashboard',
  myData: '/dashboard/my-data',
  verify: '/verify',
  confirmReport: '/confirm-report',
  login: '/login',
  recoveryDetails: (id: number | string = ':id') => `/recovery-details/${id}`,
  incidentDetails: (incidentId: number | string = ':incidentId') => `/incident-details/${incidentId}`,
  resources: '/resources',
  admin: '/admin',
  adminLogin: '/admin-login',
} as const;
