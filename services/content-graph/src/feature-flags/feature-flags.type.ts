import { Arg, Field, ObjectType } from 'type-graphql';
import { aiAccessFlagName, FEATURE_FLAG_NAMES, type FeatureFlagName, type FeatureFlagValues } from '@portal/domain';

/** What a few switches' descriptions say after their appconfig name. */
const NOTES: Partial<Record<FeatureFlagName, string>> = {
  release_Survey_Module_Integration: ': surveys are served here, not on the assets site',
  release_Report_Redesign: ' (forced on)',
  release_bold_vision_redesign: ': /functions, /functional-priority and "Markets" wording',
  release_search_idt: ': the Interactive Data Tool content and filters',
};

/** A switch's field: its appconfig name without `release_`, in camel case (release_Cart_MFE: cartMfe). */
export function switchFieldName(flag: FeatureFlagName): string {
  const [first, ...rest] = flag.replace(/^release_/, '').toLowerCase().split('_');
  return first + rest.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

@ObjectType({ description: 'Release switches (spec 2 §6). All off when they cannot be fetched; reportRedesign is always on.' })
export class FeatureFlags {
  // One Boolean field per release switch packages/domain names, each a getter over the values:
  // type-graphql's @Field applied in a loop rather than written out once a switch.
  static {
    for (const flag of FEATURE_FLAG_NAMES) {
      const field = switchFieldName(flag);
      Object.defineProperty(FeatureFlags.prototype, field, { get: function (this: FeatureFlags) { return this.flag(flag); } });
      Field(() => Boolean, { description: `${flag}${NOTES[flag] ?? ''}` })(FeatureFlags.prototype, field);
    }
  }

  constructor(private readonly values: FeatureFlagValues) {}

  private flag(name: string): boolean {
    return this.values[name] === true;
  }

  @Field({ description: 'release_{product}_ai_access' })
  aiAccess(@Arg('product', { description: 'The product (service) whose AI access is asked about' }) product: string): boolean {
    return this.flag(aiAccessFlagName(product));
  }
}
