import { Arg, Field, ObjectType } from 'type-graphql';
import { aiAccessFlagName, type FeatureFlagValues } from '@portal/domain';

@ObjectType({ description: 'Release switches (spec 2 §6). All off when they cannot be fetched; reportRedesign is always on.' })
export class FeatureFlags {
  constructor(private readonly values: FeatureFlagValues) {}

  private flag(name: string): boolean {
    return this.values[name] === true;
  }

  @Field({ description: 'release_Survey_Module_Integration: surveys are served here, not on the assets site' })
  get surveyModuleIntegration(): boolean {
    return this.flag('release_Survey_Module_Integration');
  }

  @Field({ description: 'release_Outcomes_Client_Viewer' })
  get outcomesClientViewer(): boolean {
    return this.flag('release_Outcomes_Client_Viewer');
  }

  @Field({ description: 'release_Outcomes_Download_PPT' })
  get outcomesDownloadPpt(): boolean {
    return this.flag('release_Outcomes_Download_PPT');
  }

  @Field({ description: 'release_Report_Redesign (forced on)' })
  get reportRedesign(): boolean {
    return this.flag('release_Report_Redesign');
  }

  @Field({ description: 'release_Cart_MFE' })
  get cartMfe(): boolean {
    return this.flag('release_Cart_MFE');
  }

  @Field({ description: 'release_new_navigation_changes' })
  get newNavigationChanges(): boolean {
    return this.flag('release_new_navigation_changes');
  }

  @Field({ description: 'release_full_figure_interactives' })
  get fullFigureInteractives(): boolean {
    return this.flag('release_full_figure_interactives');
  }

  @Field({ description: 'release_bold_vision_redesign: /functions, /functional-priority and "Markets" wording' })
  get boldVisionRedesign(): boolean {
    return this.flag('release_bold_vision_redesign');
  }

  @Field({ description: 'release_search_idt: the Interactive Data Tool content and filters' })
  get searchIdt(): boolean {
    return this.flag('release_search_idt');
  }

  @Field({ description: 'release_{product}_ai_access' })
  aiAccess(@Arg('product') product: string): boolean {
    return this.flag(aiAccessFlagName(product));
  }
}
