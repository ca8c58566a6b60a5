// What every search card carries, whatever its content type; each test adds the references
// (report, figure, webinar, content) its own query asks for.
export interface SearchCardBase {
  contentId: string;
  contentType: string;
  title: string;
  path: string;
  publishedDate: string;
}
