// flex-service and the blueprint service (spec 2 §7): public editorial pages by id, and the
// blueprints' cards. An unknown id answers null (the page's 404), never an error.
import { blueprintContracts, flexContracts, type BlueprintCardDto, type BlueprintDto, type FlexPageDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';
import { orNull } from './orNull.js';

const cache = { ttl: CACHE_TTL.pages };

export class FlexApi extends PortalRestDataSource {
  page(id: string): Promise<FlexPageDto | null> {
    return orNull(this.callContract(flexContracts.get, { params: { id } }, { cache }), [404]);
  }
}

export class BlueprintApi extends PortalRestDataSource {
  async cards(): Promise<BlueprintCardDto[]> {
    return (await this.callContract(blueprintContracts.list, {}, { cache })).items;
  }

  blueprint(id: string): Promise<BlueprintDto | null> {
    return orNull(this.callContract(blueprintContracts.get, { params: { id } }, { cache }), [404]);
  }
}
