// Types of mail-catcher.mjs (the server tests start one in-process).
export interface CaughtMail {
  id: number;
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}
export interface MailCatcher {
  smtp: { host: string; port: number };
  url: string;
  close(): Promise<void>;
}
export declare function startMailCatcher(options?: { smtpPort?: number; webPort?: number; host?: string; log?: (line: string) => void }): Promise<MailCatcher>;
