-- One vocabulary of fraud types (src/shared/incidents/fraud-types.ts). The recovery form stored the
-- spec's short words; they become the values the report form already used.
UPDATE "recovery_applications" SET "fraud_type" = CASE "fraud_type"
  WHEN 'investment' THEN 'investment_scam'
  WHEN 'cryptocurrency' THEN 'cryptocurrency_fraud'
  WHEN 'romance' THEN 'romance_scam'
  WHEN 'ecommerce' THEN 'ecommerce_fraud'
END
WHERE "fraud_type" IN ('investment', 'cryptocurrency', 'romance', 'ecommerce');--> statement-breakpoint
UPDATE "fraud_incidents" SET "fraud_type" = CASE "fraud_type"
  WHEN 'investment' THEN 'investment_scam'
  WHEN 'cryptocurrency' THEN 'cryptocurrency_fraud'
  WHEN 'romance' THEN 'romance_scam'
  WHEN 'ecommerce' THEN 'ecommerce_fraud'
END
WHERE "fraud_type" IN ('investment', 'cryptocurrency', 'romance', 'ecommerce');
