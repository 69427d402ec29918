/**
 * The 'Recommended' order (architecture section 2, working sort): listings by a Bayesian average of their
 * ratings, so one 5-star review does not outrank twenty 4.8s, then the newest first. A listing without
 * reviews scores the prior, so new listings sit between well- and poorly-reviewed ones.
 */
const PRIOR_RATING = 3.5;
const PRIOR_WEIGHT = 2;

export function recommendationScore(ratingSum: number, reviewCount: number): number {
  return (ratingSum + PRIOR_RATING * PRIOR_WEIGHT) / (reviewCount + PRIOR_WEIGHT);
}
