'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BrandOption } from './brand-field';
import { fileChoice } from './file-choice';
import { StartConversionForm, type StartConversionsAction } from './start-conversion-form';
import { UploadDropZone } from './upload-drop-zone';
import { UploadedFileCard, type FileChoiceState, type MappingOption } from './uploaded-file-card';
import type { AcceptedFile, UploadedFile } from './upload-types';

interface Props {
  workspaceId: string;
  limitBytes: number;
  savedMappings: MappingOption[];
  /** The sender identity's brands (name and code). */
  brands: BrandOption[];
  defaultBrand: string;
  defaultThreshold: number;
  action: StartConversionsAction;
}

/** A fresh file is converted by default; one seen before is, only if it was never converted. */
function initialChoice(file: AcceptedFile): FileChoiceState {
  const { answer } = file;
  return {
    include: answer.created || answer.latestConversion === null,
    mappingId: answer.suggestedMappings[0]?.id ?? null,
    sheet: null,
  };
}

/** /catalogs/new: drop files, see what was found in each, choose mappings, start the conversions. */
export function NewCatalogFlow({ workspaceId, limitBytes, savedMappings, brands, defaultBrand, defaultThreshold, action }: Props) {
  const t = useTranslations('catalogs.received');
  const [received, setReceived] = useState<AcceptedFile[]>([]);
  const [choices, setChoices] = useState<Record<string, FileChoiceState>>({});

  const onUploaded = (results: UploadedFile[]) => {
    const accepted = results.filter((r): r is AcceptedFile => r.status === 'uploaded');
    setReceived((all) => [...all.filter((f) => !accepted.some((a) => a.answer.upload.id === f.answer.upload.id)), ...accepted]);
    setChoices((all) => ({ ...all, ...Object.fromEntries(accepted.map((f) => [f.answer.upload.id, initialChoice(f)])) }));
  };

  const chosen = received.flatMap((f) => {
    const choice = choices[f.answer.upload.id];
    return choice?.include ? [fileChoice(f.answer.upload.id, choice.mappingId, choice.sheet)] : [];
  });

  return (
    <div className="space-y-8">
      <UploadDropZone workspaceId={workspaceId} multiple limitBytes={limitBytes} onUploaded={onUploaded} />
      {received.length > 0 && (
        <section aria-labelledby="received-heading" className="space-y-4">
          <h2 id="received-heading" className="text-xl font-bold text-ink">
            {t('heading')}
          </h2>
          <ul className="space-y-4">
            {received.map((file) => (
              <UploadedFileCard
                key={file.answer.upload.id}
                file={file}
                savedMappings={savedMappings}
                choice={choices[file.answer.upload.id] ?? initialChoice(file)}
                onChange={(choice) => setChoices((all) => ({ ...all, [file.answer.upload.id]: choice }))}
              />
            ))}
          </ul>
          <StartConversionForm
            action={action}
            workspaceId={workspaceId}
            files={chosen}
            brands={brands}
            defaultBrand={defaultBrand}
            defaultThreshold={defaultThreshold}
          />
        </section>
      )}
    </div>
  );
}
