-- Issue 14 names the D2 choice 'public' or 'private'; the value stored so far for "show matches on the page" was 'standard'.
UPDATE "settings" SET "value" = 'public' WHERE "key" = 'search_disclosure' AND "value" = 'standard';
