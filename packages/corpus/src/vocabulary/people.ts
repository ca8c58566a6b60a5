// Names and career details for the analyst directory. Varied on purpose, so the directory and its
// search behave as they would with a real roster.

export const FIRST_NAMES = [
  'Amelia', 'Rahul', 'Chen', 'Sofia', 'Marcus', 'Priya', 'Daniel', 'Hannah', 'Kwame', 'Laura',
  'Tomás', 'Aisha', 'Oliver', 'Mei', 'Jonathan', 'Fatima', 'Lucas', 'Ingrid', 'Samuel', 'Yuki',
  'Elena', 'David', 'Nadia', 'Patrick', 'Grace', 'Mateo', 'Chloe', 'Andrew', 'Leila', 'Ravi',
  'Rebecca', 'Stefan', 'Olivia', 'Kenji', 'Maria', 'Christopher', 'Zara', 'Michael', 'Isabel', 'Ahmed',
  'Julia', 'Thomas', 'Ana', 'Benjamin', 'Sarah', 'Victor', 'Emily', 'Nikhil', 'Claire', 'Joseph',
  'Katarzyna', 'William', 'Lina', 'Gabriel', 'Rachel', 'Arjun', 'Megan', 'Henrik', 'Naomi', 'Carlos',
];

export const LAST_NAMES = [
  'Okafor', 'Sharma', 'Nguyen', 'Martinez', 'Thompson', 'Iyer', 'Becker', 'Walsh', 'Mensah', 'Rossi',
  'García', 'Hassan', 'Bennett', 'Zhang', 'Lindqvist', 'Patel', 'Moreau', 'Kowalski', 'Fischer', 'Tanaka',
  'Collins', 'Haddad', 'Sullivan', 'Andersen', 'Kim', 'Ramirez', 'Dubois', 'Murphy', 'Costa', 'Chowdhury',
  'Novak', 'Schmidt', 'Adeyemi', 'Wright', 'Silva', 'Ahmed', 'Larsen', 'Reyes', 'Cohen', 'Morgan',
  'Yamamoto', 'Grant', 'Ivanova', 'Brooks', 'Mehta', "O'Connell", 'Sato', 'Fernandes', 'Hughes', 'Park',
  'Jensen', 'Kaur', 'Baker', 'Russo', 'Coleman', 'Suzuki', 'Nilsson', 'Ortiz', 'Lambert', 'Wood',
];

/** Titles with a weight: most of the roster are analysts, fewer are directors. */
export const ANALYST_TITLES: [title: string, weight: number][] = [
  ['Analyst', 4],
  ['Senior Analyst', 6],
  ['Principal Analyst', 8],
  ['VP, Principal Analyst', 3],
  ['VP Research Director', 2],
  ['Research Director', 2],
  ['Senior Research Director', 1],
  ['VP, Group Director', 1],
];

export const PRIOR_ROLES = [
  'leading product marketing at an enterprise software company',
  'running demand generation for a global networking vendor',
  'as a management consultant advising Fortune 500 clients',
  'building analytics teams at a large retail bank',
  'as a security architect in the financial services industry',
  'leading customer insights for a consumer packaged goods brand',
  'as a software engineer and engineering manager at a cloud provider',
  'heading sales operations at a fast-growing SaaS company',
  'as a CIO advisor at a global systems integrator',
  'directing digital strategy for a telecommunications operator',
  'as a journalist covering enterprise technology',
  'running customer service operations for an airline',
];

export const UNIVERSITIES = [
  'the University of Michigan', 'the London School of Economics', 'INSEAD', 'the University of Toronto',
  'Boston University', 'the Indian Institute of Technology Delhi', 'the University of Melbourne',
  'ETH Zurich', 'the University of Texas at Austin', 'Northwestern University', 'the University of Edinburgh',
  'the National University of Singapore',
];

export const DEGREES = [
  'an MBA', 'a master\'s degree in information systems', 'a bachelor\'s degree in economics',
  'a master\'s degree in computer science', 'a PhD in sociology', 'a bachelor\'s degree in journalism',
  'a master\'s degree in statistics', 'a bachelor\'s degree in marketing',
];
