import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

type CardPageFrameProps = { title: string; description: string; notice?: ReactNode; children: ReactNode };

/** The centred card of the small account pages (log in, sign up, forgot and reset password); its title is the page's h1. */
export function CardPageFrame({ title, description, notice, children }: CardPageFrameProps) {
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-10 sm:py-16">
      {notice}
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
