import { webinarWatchContracts, type WebinarRecordingProgressDto, type WebinarAccessItemDto, type WebinarAssetDto, type WebinarCaptionsDto, type WebinarFileDto, type WebinarRecordingDto } from '@portal/contracts';
import type { RecordingProgressInput } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

// webinar-service: the caller's access to webinars, their assets and recordings. Never cached: the
// answers depend on who asks, and the asset list counts downloads.
export class WebinarWatchApi extends PortalRestDataSource {
  async access(ids: readonly string[]): Promise<WebinarAccessItemDto[]> {
    const { items } = await this.callContract(webinarWatchContracts.access, { query: { ids: ids.join(',') } }, { cache: false });
    return items;
  }

  async assets(id: string): Promise<WebinarAssetDto[]> {
    const { items } = await this.callContract(webinarWatchContracts.assets, { params: { id } }, { cache: false });
    return items;
  }

  assetFile(id: string, assetId: string): Promise<WebinarFileDto> {
    return this.callContract(webinarWatchContracts.assetFile, { params: { id, assetId } }, { cache: false });
  }

  recording(id: string): Promise<WebinarRecordingDto> {
    return this.callContract(webinarWatchContracts.recording, { params: { id } }, { cache: false });
  }

  captions(id: string): Promise<WebinarCaptionsDto> {
    return this.callContract(webinarWatchContracts.captions, { params: { id } }, { cache: false });
  }

  /** The caller's own progress (webinar-service takes the user from the signed header). */
  recordingProgress(id: string): Promise<WebinarRecordingProgressDto> {
    return this.callContract(webinarWatchContracts.recordingProgress, { params: { id } }, { cache: false });
  }

  saveRecordingProgress(id: string, body: RecordingProgressInput): Promise<WebinarRecordingProgressDto> {
    return this.callContract(webinarWatchContracts.saveRecordingProgress, { params: { id }, body }, { emptyIsSuccess: false });
  }
}
