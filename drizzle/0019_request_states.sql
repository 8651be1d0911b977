-- Offer requests follow their offer: open -> drafted -> sent -> ordered / declined.
-- A request staff accepted before is an order now.
UPDATE `offer_requests` SET `status` = 'ordered' WHERE `status` = 'accepted';
