import type { ReactNode } from "react";
import type { DataResponse } from "#schema/types.ts";
import { CactusLoader } from "../components/ui/CactusLoader";
import type { Read } from "../lib/api";
import { useApi } from "../lib/swr";

/**
 * A record read fresh each time a dialog opens for it (lists hold only part of a record, and it may
 * have changed since): a loader until the read is current, then `children` with the record.
 */
export function FreshRead<T>({
  read,
  noun,
  children,
}: {
  read: Read<DataResponse<T>>;
  noun: string;
  children: (record: T) => ReactNode;
}) {
  const { data, error, isValidating } = useApi(read, undefined, { revalidateOnMount: true });
  if (error) {
    return (
      <p role="alert" className="text-red-800">
        Failed to load the {noun}. Please try again later.
      </p>
    );
  }
  if (!data || isValidating) return <CactusLoader label={`Loading ${noun}...`} />;
  return children(data.data);
}
