// Types for demo-data.mjs (used by the TypeScript contract tests).
interface DemoClass {
  code: string;
  classId: number;
}
export declare const DEMO: {
  tutor: { uid: string; email: string; password: string; slug: string };
  student: { uid: string; email: string; password: string };
  seededPassword: string;
  privateClass: DemoClass & { className: string; duration: number; price: number; transactionFees: number; currencyType: string };
  paidPrivateClass: DemoClass;
  openPrivateClass: DemoClass;
  hostedPrivateClass: DemoClass;
  course: DemoClass & { courseName: string; price: number; transactionFees: number; currencyType: string; sessionIds: number[] };
  paidCourse: DemoClass;
  hostedCourse: DemoClass;
  instantClass: { code: string };
};
