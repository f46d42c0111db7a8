-- Quota counts are kept per key, period kind and period start (D-35): a DAY and a MONTH period can
-- start at the same instant, and a plan switched from one to the other must not inherit the other's count.
alter table data_key_quota_usage add column period text not null default 'MONTH'
  check (period in ('DAY', 'WEEK', 'MONTH'));
alter table data_key_quota_usage drop constraint data_key_quota_usage_pkey;
alter table data_key_quota_usage add primary key (data_key_id, period, period_start);
alter table data_key_quota_usage alter column period drop default;
