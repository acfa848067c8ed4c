-- Repeated unanswered calls from one caller fold into one "missed call" message with a count (×N)
-- instead of one message per call (issue #28: 300 offers left 300 messages).
ALTER TABLE "chat_messages" ADD COLUMN "call_count" integer DEFAULT 1 NOT NULL;
