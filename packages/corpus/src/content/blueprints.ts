// Solution blueprints (spec 1 §2 /blueprint/{slug?}/{id} and /blueprint/blueprintCard, spec 2 §2,
// §7 "Blueprint by id, vision by id"): one per function, BLP{100001 + i} in the functions' order.
// A blueprint states a vision for the function and the steps towards it in the three phases of
// its further research (Define, Apply, Accelerate), tied to the function's priorities. Built from
// the fixed taxonomy, so the same for every seed and corpus size.
import type { BlueprintCardDto, BlueprintDto } from '@portal/contracts';
import { blueprintPath, slugify } from '@portal/domain';
import { functionAreasView } from '../functions.js';
import { heroImagePath } from '../imagePaths.js';
import { listOf } from '../text.js';
import { FUNCTION_VOCABULARY, type FunctionVocabulary } from '../vocabulary/functions.js';

export const BLUEPRINT_NUMBER_BASE = 100000;

function blueprintOf(fn: FunctionVocabulary, index: number): BlueprintDto {
  const id = `BLP${BLUEPRINT_NUMBER_BASE + 1 + index}`;
  const title = `${fn.name} Solution Blueprint`;
  const slug = slugify(title);
  const [first, second, third] = fn.priorities;
  const [topicA, topicB, topicC] = fn.topics;
  const priorities = functionAreasView()
    .find((area) => area.slug === fn.slug)!
    .priorities.slice(0, 3)
    .map(({ id: priorityId, label, path }) => ({ id: priorityId, label, path }));
  return {
    id,
    slug,
    path: blueprintPath(id, slug),
    title,
    summary: `A step-by-step plan for ${fn.audience} to ${first.label.toLowerCase()}, from the first assessment to results at scale.`,
    functionSlug: fn.slug,
    functionName: fn.name,
    image: heroImagePath(id),
    vision: `${fn.audience.charAt(0).toUpperCase()}${fn.audience.slice(1)} who ${first.label.toLowerCase()}, ${second.label.toLowerCase()} and ${third.label.toLowerCase()}, with ${listOf([topicA, topicB, topicC])} working as one system.`,
    outcomes: [first.description, second.description, third.description],
    phases: [
      {
        phase: 'Define',
        title: 'Set the direction',
        description: `Agree what success means for ${fn.audience} and where you stand today.`,
        steps: [`Benchmark your ${topicA} practices against peers.`, `Name the owners and the measures for ${first.label.toLowerCase()}.`, 'Choose the two or three gaps that matter most.'],
      },
      {
        phase: 'Apply',
        title: 'Put it to work',
        description: `Run the first initiatives with the tools and templates for ${topicB}.`,
        steps: [`Pilot a change in ${topicB} with one team.`, `Use the research on ${topicC} to design the process.`, 'Review results every month and adjust.'],
      },
      {
        phase: 'Accelerate',
        title: 'Scale what works',
        description: `Extend what proved itself across the organization and keep improving.`,
        steps: [`Roll the practice out to every team that can ${second.label.toLowerCase()}.`, 'Automate the repeatable steps.', 'Share results and decide what to scale next.'],
      },
    ],
    priorities,
  };
}

const cardOf = ({ id, slug, path, title, summary, functionSlug, functionName, image }: BlueprintDto): BlueprintCardDto => ({
  id, slug, path, title, summary, functionSlug, functionName, image,
});

/** Every blueprint, in the functions' order; a fresh copy each call. */
export function blueprints(): BlueprintDto[] {
  return FUNCTION_VOCABULARY.map(blueprintOf);
}

/** Every blueprint as its card (the /blueprint/blueprintCard listing). */
export function blueprintCards(): BlueprintCardDto[] {
  return blueprints().map(cardOf);
}

/** The blueprint with this id, or undefined. */
export function blueprint(id: string): BlueprintDto | undefined {
  return blueprints().find((item) => item.id === id);
}
