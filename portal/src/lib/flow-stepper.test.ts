import { describe, expect, it } from 'vitest';
import { flowStepStates } from './flow-stepper';

describe('flowStepStates: where a multi-step dialog stands', () => {
  it('marks the steps before as done, the step as current and the rest as to come', () => {
    expect(flowStepStates(4, 1)).toEqual(['completed', 'current', 'upcoming', 'upcoming']);
  });

  it('leaves the last step open while the flow is on it (a first instalment still to pay)', () => {
    expect(flowStepStates(3, 2)).toEqual(['completed', 'completed', 'current']);
  });

  it('marks every step done once the flow is past its last', () => {
    expect(flowStepStates(3, 3)).toEqual(['completed', 'completed', 'completed']);
  });
});
