import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CaseDetails } from '@shared/cases/schema';
import { payoutMethods, payoutRequestSchema } from '@shared/payouts/schema';
import { ScamWarning } from '@/components/layout/scam-warning';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { formatMoney } from '@/lib/i18n/format';
import { useCreatePayoutRequest } from '../api/create-payout-request';
import { payoutMethodLabel } from '../words';
import { PAYOUT_REQUESTS_HEADING_ID } from './payout-requests-heading';

type FormInput = z.input<typeof payoutRequestSchema>;
type FormOutput = z.output<typeof payoutRequestSchema>;

export type PayoutCase = {
  incidentId: number;
  caseReference: string;
  platformName: string;
  settlement: CaseDetails['settlement'];
  payoutOptions: CaseDetails['payoutOptions'];
};

function PayoutForm({
  payoutCase,
  onDone,
  onSubmitted,
}: {
  payoutCase: PayoutCase;
  onDone: () => void;
  onSubmitted: () => void;
}) {
  const { t, i18n } = useLingui();
  const { settlement, payoutOptions } = payoutCase;
  const caseReference = payoutCase.caseReference;
  const offered = payoutMethods.filter((method) => payoutOptions.methods.includes(method.value));
  const create = useCreatePayoutRequest();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(payoutRequestSchema),
    defaultValues: {
      incidentId: payoutCase.incidentId,
      payoutMethod: offered[0]?.value ?? 'bank_transfer',
      accountDetails: '',
      additionalInfo: '',
      // Issue 28: the currency this screen showed; the server refuses the request if the case's is another now.
      currency: settlement.currency as FormInput['currency'],
    },
  });
  const { errors } = form.formState;
  const recovered = formatMoney(settlement.recovered, settlement.currency);
  const fee = formatMoney(settlement.fee, settlement.currency);
  const feePercent = settlement.feePercent;
  const processingTime = payoutOptions.processingTime;

  const onSubmit = (values: FormOutput) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: t`Payout request submitted successfully!`, description: t`Your request for ${caseReference} is pending review.` });
        onSubmitted();
        onDone();
      },
      onError: (error) => {
        const reason = error instanceof ApiError ? error.serverMessage : undefined;
        // An account where victims' money went is refused (D17): said beside the field, which is what to change.
        if (reason && hasErrorCode(error, 'PAYOUT_ACCOUNT_REFUSED')) form.setError('accountDetails', { message: reason });
        toast({
          title: t`Error`,
          description: reason ? t`Failed to create payout request. ${reason}` : t`Failed to create payout request`,
          variant: 'destructive',
        });
      },
    });

  return (
    <div className="grid gap-5 md:grid-cols-[1fr_15rem]">
      <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <div className="rounded-lg border border-border bg-muted/60 p-4">
          <p className="text-sm text-muted-foreground">
            <Trans>Available for payout</Trans>
          </p>
          <p className="text-2xl font-semibold tabular-nums">{formatMoney(settlement.availableForPayout, settlement.currency)}</p>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Recovered {recovered} − fee on recovered funds ({feePercent}%) {fee}
            </Trans>
          </p>
          {payoutOptions.processingTime ? (
            <p className="mt-2 text-sm">
              <Trans>Processing time: {processingTime}</Trans>
            </p>
          ) : null}
        </div>
        <FormField label={t`Payout method`} required error={errors.payoutMethod?.message}>
          <NativeSelect {...form.register('payoutMethod')}>
            {offered.map((method) => (
              <option key={method.value} value={method.value}>
                {payoutMethodLabel(i18n, method.value)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t`Account details`}
          required
          hint={t`Where the money should go, for example the account holder's name and account number. Stored encrypted and shown only masked.`}
          error={errors.accountDetails?.message}
        >
          <Input autoComplete="off" {...form.register('accountDetails')} />
        </FormField>
        <FormField label={t`Additional information (optional)`} error={errors.additionalInfo?.message}>
          <Textarea rows={3} {...form.register('additionalInfo')} />
        </FormField>
        <DialogActions onCancel={onDone} action={t`Submit Payout Request`} pendingAction={t`Submitting...`} pending={create.isPending} />
      </form>
      <ScamWarning inFlow compact className="order-first self-start md:order-last" />
    </div>
  );
}

/** D5: offered only when money was actually recovered and no request is pending or approved. */
export function RequestPayoutDialog({
  payoutCase,
  triggerProps,
}: {
  payoutCase: PayoutCase;
  triggerProps?: Omit<ButtonProps, 'asChild' | 'onClick'>;
}) {
  const [open, setOpen] = useState(false);
  const caseReference = payoutCase.caseReference;
  const platformName = payoutCase.platformName;
  const submitted = useRef(false);

  // Focus normally returns to "Request Payout", but a sent request removes that button (one request
  // at a time), which would drop focus to the top of the page: it goes to the payout list's heading.
  const onCloseAutoFocus = (event: Event) => {
    if (!submitted.current) return;
    submitted.current = false;
    const heading = document.getElementById(PAYOUT_REQUESTS_HEADING_ID);
    // Behind another dialog (the incident report) the heading is hidden; that dialog keeps focus.
    if (!heading || heading.closest('[aria-hidden="true"]')) return;
    event.preventDefault();
    heading.focus();
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...triggerProps}>
          <Trans>Request Payout</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Request Payout</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {caseReference} · {platformName}. The amount is what was actually recovered on this case, less the fee;
              the case team reviews every request.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PayoutForm payoutCase={payoutCase} onDone={() => setOpen(false)} onSubmitted={() => (submitted.current = true)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
