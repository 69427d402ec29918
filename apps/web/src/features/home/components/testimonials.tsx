const testimonials = [
  {
    quote:
      'We found a loft with perfect morning light two days before our shoot. The owner answered within the hour and the booking took minutes.',
    name: 'Jordan Lee',
    role: 'Independent director, Los Angeles',
  },
  {
    quote:
      'Our coffee shop is closed on Mondays, and now those days pay for themselves. Film crews have been respectful and easy to host.',
    name: 'Maria Gonzalez',
    role: 'Cafe owner, Austin',
  },
];

/** Product section 1: two static testimonials. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight">
          What our community says
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map(({ quote, name, role }) => (
            <li key={name}>
              <figure className="grid h-full gap-4 rounded-xl bg-surface p-6 shadow-sm">
                <span aria-hidden="true" className="text-5xl leading-none font-bold text-primary">
                  “
                </span>
                <blockquote className="text-lg">{quote}</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{name}</span>
                  <span className="text-muted-foreground"> · {role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
