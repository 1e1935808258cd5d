/** Who the demo school is, as printed on its documents. */

export const school = {
  name: "Sunrise Valley Public School",
  shortName: "SVPS",
  address: "Station Road, Civil Lines, Kesarganj, Uttar Pradesh 222002, India",
  affiliation: "CBSE Affiliation No. 2190147",
  phone: "+91 5452 123456",
  email: "info@sunrisevalley.example.in",
} as const;

export const issuerLine = `Station Road, Civil Lines, Kesarganj (U.P.) 222002  |  ${school.affiliation}`;
export const footer = `${school.name}  |  ${school.phone}  |  ${school.email}`;
