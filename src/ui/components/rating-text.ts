// A rating in words, the same on the search results, the tutor's public page and the tutor's dashboard.

export const ratingText = {
  summary: (average: number | undefined, count: number) =>
    count === 0 || average === undefined ? 'No reviews yet' : `Rated ${average.toFixed(1)} out of 5 from ${count === 1 ? '1 review' : `${count.toLocaleString('en-US')} reviews`}`,
  stars: (rating: number) => `${rating} of 5 stars`,
} as const;
