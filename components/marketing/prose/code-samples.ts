/**
 * Code shown in the user guide. Commands are the same in every language, so they live here rather
 * than in five message files that could drift apart; the copy refers to them by name.
 */
export const CODE_SAMPLES: Readonly<Record<string, string>> = {
  verify: 'npx partsmith verify evidence.zip --trust pub.pem',
  cli: [
    '# Convert a catalog for the brand BKMN',
    'npx partsmith convert catalog.xlsx --brand BKMN --out ./out',
    '',
    '# Check an ACES or PIES file you already have',
    'npx partsmith validate ./out/aces.xml',
    '',
    '# What changed since the previous export',
    'npx partsmith diff ./previous/aces.xml ./out/aces.xml',
    '',
    '# Load your licensed Auto Care reference data',
    'npx partsmith reference import ./autocare/2026-11/',
    '',
    '# Manage accounts (administrators)',
    'npx partsmith users list',
  ].join('\n'),
  api: [
    '# 1. Upload a file',
    'curl -X POST https://partsmith.example/api/v1/uploads \\',
    '  -H "Authorization: Bearer $PARTSMITH_API_KEY" \\',
    '  -F file=@catalog.xlsx',
    '',
    '# 2. Start a job for the upload id returned above',
    'curl -X POST https://partsmith.example/api/v1/jobs \\',
    '  -H "Authorization: Bearer $PARTSMITH_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    '  -d \'{"uploadId": "<upload id>", "brand": "BKMN"}\'',
    '',
    '# 3. Poll the job, then download the export',
    'curl https://partsmith.example/api/v1/jobs/<job id> \\',
    '  -H "Authorization: Bearer $PARTSMITH_API_KEY"',
  ].join('\n'),
};
