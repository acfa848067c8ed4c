-- Reserved for this area; replaced by its tables. A no-op until then.
SELECT 1;
