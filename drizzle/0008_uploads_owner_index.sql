-- An account's files are looked up by owner: account deletion (and the cascade from users), the data export.
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_user_id");
