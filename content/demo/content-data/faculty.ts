/** The teaching staff with their qualifications (Circular 1/2026), listed in a shuffled (but fixed) order. */
import { Rng } from "#content/demo/lib/random";

export function buildFaculty() {
  const facultyInOrder: Array<[string, string, string]> = [
    ["Dr. Anita Saxena", "Principal", "M.Sc. (Chemistry), M.Ed., Ph.D."],
    ["Mr. Rajendra Prasad Tiwari", "Vice Principal", "M.A. (English), M.Ed."],
    ["Mrs. Kavita Srivastava", "Headmistress (Primary Wing)", "M.A. (Hindi), B.Ed."],
    ["Mr. Sanjay Kumar Mishra", "PGT Physics", "M.Sc. (Physics), B.Ed."],
    ["Mrs. Neha Agarwal", "PGT Chemistry", "M.Sc. (Chemistry), B.Ed."],
    ["Dr. Pradeep Singh", "PGT Biology", "M.Sc. (Biology), B.Ed., Ph.D."],
    ["Mr. Alok Ranjan Pandey", "PGT Mathematics", "M.Sc. (Mathematics), B.Ed."],
    ["Mrs. Shalini Dubey", "PGT English", "M.A. (English), B.Ed."],
    ["Mr. Vivek Jaiswal", "PGT Computer Science", "M.C.A., B.Ed."],
    ["Mrs. Rekha Gupta", "PGT Accountancy", "M.Com., B.Ed."],
    ["Mr. Manoj Kumar Yadav", "PGT Economics", "M.A. (Economics), B.Ed."],
    ["Mrs. Pratibha Rai", "PGT Business Studies", "M.Com., B.Ed."],
    ["Mr. Ashok Kumar Maurya", "PGT History", "M.A. (History), B.Ed."],
    ["Ms. Farah Naaz", "PGT Political Science", "M.A. (Political Science), B.Ed."],
    ["Mrs. Sunita Verma", "TGT English", "B.A. (English), B.Ed."],
    ["Mr. Ramesh Chandra Upadhyay", "TGT Hindi", "B.A. (Hindi), B.Ed."],
    ["Mrs. Archana Singh", "TGT Mathematics", "B.Sc. (Mathematics), B.Ed."],
    ["Mr. Deepak Chaurasia", "TGT Science", "B.Sc. (Science), B.Ed."],
    ["Mrs. Meena Kushwaha", "TGT Social Science", "B.A. (Social Science), B.Ed."],
    ["Mr. Shiv Shankar Dwivedi", "TGT Sanskrit", "B.A. (Sanskrit), B.Ed."],
    ["Mrs. Pooja Srivastava", "PRT", "B.A., D.El.Ed."],
    ["Ms. Ritu Sharma", "PRT", "B.A., D.El.Ed."],
    ["Mrs. Anjali Mehrotra", "PRT", "B.A., D.El.Ed."],
    ["Mrs. Seema Tripathi", "PRT", "B.A., D.El.Ed."],
    ["Ms. Nazia Khan", "NTT (Pre-Primary)", "B.A., Nursery Teacher Training"],
    ["Mr. Harish Chandra Pal", "Librarian", "M.Lib.I.Sc."],
    ["Mr. Sunil Kumar Yadav", "PET", "B.P.Ed."],
    ["Mrs. Priyanka Bose", "Music Teacher", "M.A. (Music)"],
    ["Mr. Abhishek Vishwakarma", "Art and Craft Teacher", "B.F.A."],
    ["Ms. Shruti Mathur", "Counsellor", "M.A. (Psychology)"],
  ];
  return new Rng("faculty-order").shuffle(
    facultyInOrder.map(([name, designation, qualification], index) => ({
      name,
      designation,
      order: index + 1,
      qualification,
    })),
  );
}
