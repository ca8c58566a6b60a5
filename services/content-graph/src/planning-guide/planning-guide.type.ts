import { ObjectType } from 'type-graphql';
import { InsightPage } from '../insight-page/insight-page.type.js';

@ObjectType({ description: 'A planning guide page (/insights/planning-guides/{slug}/{tab})' })
export class PlanningGuide extends InsightPage {}
