// Only the money pages stream a skeleton; the home and onboarding pages keep rendering whole, as before.
export { PageSkeleton as default } from "@/components/seller/page-skeleton";
