import { ObjectType } from 'type-graphql';
import { InsightPage } from '../insight-page/insight-page.type.js';

@ObjectType({ description: 'A predictions page (/insights/predictions/{slug}/{id}/{tab})' })
export class Prediction extends InsightPage {}
