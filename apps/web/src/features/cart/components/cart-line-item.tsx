import { Button } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';
import { ProgramThumbnail } from '../../../components/ui/program-thumbnail';

export interface CartLineView {
  id: string;
  name: string;
  description: string;
  image: string;
  /** Rupees from the server's quote; absent while it loads or when it failed. */
  price?: number;
  discountedPrice?: number;
}

export interface CartLineItemProps {
  line: CartLineView;
  isPriceLoading: boolean;
  onRemove: (id: string) => void;
}

export function CartLineItem({ line, isPriceLoading, onRemove }: CartLineItemProps) {
  const salePrice = line.discountedPrice ?? line.price;
  const isOnSale = line.price !== undefined && salePrice !== undefined && salePrice < line.price;
  return (
    <li className="flex gap-4 rounded-card border border-ink-200/80 bg-white p-4 shadow-card sm:gap-5 sm:p-5">
      <ProgramThumbnail name={line.name} image={line.image} className="size-20 sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h2 className="text-lg font-bold">{line.name}</h2>
          {line.description && (
            <p className="mt-1 line-clamp-2 text-sm text-ink-600">{line.description}</p>
          )}
        </div>
        <div className="flex shrink-0 items-center justify-between gap-4 sm:flex-col sm:items-end sm:justify-start">
          <p className="flex flex-col whitespace-nowrap tabular-nums sm:items-end">
            {salePrice !== undefined ? (
              <>
                <span className="sr-only">Price: </span>
                <span className="font-bold text-ink-950">{formatRupees(salePrice)}</span>
                {isOnSale && (
                  <>
                    <span className="sr-only">, was </span>
                    <s className="text-sm text-ink-500">{formatRupees(line.price ?? 0)}</s>
                  </>
                )}
              </>
            ) : isPriceLoading ? (
              <span
                aria-hidden="true"
                className="inline-block h-5 w-24 animate-pulse rounded-md bg-ink-100"
              />
            ) : null}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="-mr-2 text-error-700 hover:bg-error-50 hover:text-error-700"
            aria-label={`Remove ${line.name}`}
            onClick={() => onRemove(line.id)}
          >
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
