import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ArrowRightIcon, CartIcon } from '../../../components/ui/icons';

export function EmptyCart() {
  return (
    <Card padding="lg" className="mx-auto flex max-w-lg flex-col items-center text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <CartIcon size={30} />
      </span>
      <h2 className="mt-6 text-h3 font-extrabold">Your bag is empty</h2>
      <p className="mt-2 text-ink-600">Pick a live program and it will wait for you here.</p>
      <ButtonLink to="/programs" variant="primary" className="mt-6">
        Start shopping
        <ArrowRightIcon size={18} />
      </ButtonLink>
    </Card>
  );
}
