/** The sixteen information pages of decision 0009: route, API slug and the page name its h1 shows. */
export const infoPages: ReadonlyArray<{ path: string; slug: string; name: string }> = [
  { path: "/About", slug: "About", name: "General Information" },
  { path: "/GeneralRules", slug: "GeneralRules", name: "General Rules" },
  { path: "/Mission", slug: "Mission", name: "Mission" },
  { path: "/Vision", slug: "Vision", name: "Vision" },
  { path: "/Motto", slug: "Motto", name: "Motto" },
  { path: "/AdmissionProcess", slug: "AdmissionProcess", name: "Admission Process" },
  { path: "/RegistrationForm", slug: "RegistrationForm", name: "Registration Form" },
  { path: "/Discipline", slug: "Discipline", name: "Discipline" },
  { path: "/Withdrawal", slug: "Withdrawal", name: "Withdrawal" },
  { path: "/SchoolFee", slug: "SchoolFee", name: "School Fee" },
  { path: "/AcademicEthos", slug: "AcademicEthos", name: "Academic Ethos" },
  { path: "/Facilities", slug: "Facilities", name: "Facilities" },
  { path: "/FeeStructure", slug: "FeeStructure", name: "Fee Structure" },
  { path: "/Clubs", slug: "Clubs", name: "Clubs" },
  { path: "/Supw", slug: "Supw", name: "SUPW" },
  { path: "/Sports", slug: "Sports", name: "Sports" },
];
