import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

type AuthPageFrameProps = { title: string; description: string; notice?: ReactNode; children: ReactNode };

/** The centred card that holds the login and signup forms; its title is the page's h1. */
export function AuthPageFrame({ title, description, notice, children }: AuthPageFrameProps) {
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
