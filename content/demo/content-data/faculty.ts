/** The teaching staff, listed in a shuffled (but fixed) order. */
import { Rng } from "#content/demo/lib/random";

export function buildFaculty() {
  const facultyInOrder: Array<[string, string]> = [
    ["Dr. Anita Saxena", "Principal"],
    ["Mr. Rajendra Prasad Tiwari", "Vice Principal"],
    ["Mrs. Kavita Srivastava", "Headmistress (Primary Wing)"],
    ["Mr. Sanjay Kumar Mishra", "PGT Physics"],
    ["Mrs. Neha Agarwal", "PGT Chemistry"],
    ["Dr. Pradeep Singh", "PGT Biology"],
    ["Mr. Alok Ranjan Pandey", "PGT Mathematics"],
    ["Mrs. Shalini Dubey", "PGT English"],
    ["Mr. Vivek Jaiswal", "PGT Computer Science"],
    ["Mrs. Rekha Gupta", "PGT Accountancy"],
    ["Mr. Manoj Kumar Yadav", "PGT Economics"],
    ["Mrs. Pratibha Rai", "PGT Business Studies"],
    ["Mr. Ashok Kumar Maurya", "PGT History"],
    ["Ms. Farah Naaz", "PGT Political Science"],
    ["Mrs. Sunita Verma", "TGT English"],
    ["Mr. Ramesh Chandra Upadhyay", "TGT Hindi"],
    ["Mrs. Archana Singh", "TGT Mathematics"],
    ["Mr. Deepak Chaurasia", "TGT Science"],
    ["Mrs. Meena Kushwaha", "TGT Social Science"],
    ["Mr. Shiv Shankar Dwivedi", "TGT Sanskrit"],
    ["Mrs. Pooja Srivastava", "PRT"],
    ["Ms. Ritu Sharma", "PRT"],
    ["Mrs. Anjali Mehrotra", "PRT"],
    ["Mrs. Seema Tripathi", "PRT"],
    ["Ms. Nazia Khan", "NTT (Pre-Primary)"],
    ["Mr. Harish Chandra Pal", "Librarian"],
    ["Mr. Sunil Kumar Yadav", "PET"],
    ["Mrs. Priyanka Bose", "Music Teacher"],
    ["Mr. Abhishek Vishwakarma", "Art and Craft Teacher"],
    ["Ms. Shruti Mathur", "Counsellor"],
  ];
  return new Rng("faculty-order").shuffle(
    facultyInOrder.map(([name, designation], index) => ({ name, designation, order: index + 1 })),
  );
}
